import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button, Loader, Stack, Text, TextField, TextLink } from '@territorio/design-system';
import {
  isOperationCancelled,
  resumePath,
  selectResumeStep,
  selectStepPath,
} from '@territorio/dealership-flow';
import { ScreenHeading } from '../app/ScreenHeading';
import { useAppServices } from '../app/services';
import { useFlow, useFlowStore } from '../flow/FlowProvider';
import type { ResumeLocationState } from '../flow/OperationScreen';
import { Notice } from '../flow/notices';
import { CancelledReservation } from './CancelledReservation';

function isSameCode(left: string, right: string): boolean {
  return left.trim().toUpperCase() === right.trim().toUpperCase();
}

/** The code form: 'Reintentar' after a failed resume, 'Continuar' when no code was given. */
const CodeForm = ({
  initialCode,
  from,
  submitLabel,
}: {
  initialCode: string;
  from: ResumeLocationState['from'];
  submitLabel: string;
}) => {
  const navigate = useNavigate();
  const [typedCode, setTypedCode] = useState(initialCode);
  const [hasError, setHasError] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = typedCode.trim();
    if (trimmed === '') {
      setHasError(true);
      return;
    }
    // Where the buyer was going travels on: the resume route sends them there if it can.
    const state: ResumeLocationState | undefined = from ? { from } : undefined;
    navigate(resumePath(trimmed), { state });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack space="medium">
        <TextField
          label="Código de operación"
          name="operation_code"
          value={typedCode}
          required
          autoComplete="off"
          helpText="Lo encontrás en el email que te enviamos al comenzar la reserva."
          errorMessage={hasError ? 'Ingresá el código de operación.' : undefined}
          onChange={(event) => {
            setTypedCode(event.target.value);
            setHasError(false);
          }}
        />
        <div>
          <Button type="submit" variant="primary">
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
};

/**
 * spec 2.1 `/concesionario-digital/continue/{code}`: reloads the operation from the
 * server and sends the buyer on: to the screen they were opening when it is reachable,
 * to the outcome page of a paid operation, else to the earliest step not completed. A
 * cancelled reservation stays here, in its cancelled state. Without a code (spec 2.11: a
 * flow screen opened without one) it asks for the code.
 */
export const ResumeScreen = () => {
  const { operation_code: code = '' } = useParams();
  const location = useLocation();
  const from = (location.state as ResumeLocationState | null)?.from;
  if (code.trim() === '') return <ResumeEntry from={from} />;
  return <ResumeByCode code={code} from={from} />;
};

const ResumeEntry = ({ from }: { from: ResumeLocationState['from'] }) => {
  const { config } = useAppServices();
  return (
    <Stack space="large">
      <ScreenHeading title="Retomá tu reserva" />
      <Text>
        Para seguir con tu reserva, ingresá el código de operación que te enviamos por email.
      </Text>
      <CodeForm initialCode="" from={from} submitLabel="Continuar" />
      <Text>
        <TextLink href={config.catalogueUrl}>Volver al catálogo</TextLink>
      </Text>
    </Stack>
  );
};

const ResumeByCode = ({ code, from }: { code: string; from: ResumeLocationState['from'] }) => {
  const location = useLocation();
  const navigate = useNavigate();
  const store = useFlowStore();
  const { config } = useAppServices();
  const start = useFlow((state) => state.start);
  const cancelled = useFlow((state) =>
    state.operation &&
    isOperationCancelled(state.operation) &&
    isSameCode(state.operation.code, code)
      ? state.operation
      : null,
  );

  useEffect(() => {
    let isCurrent = true;
    void store
      .getState()
      .resumeOperation(code)
      .then((isResumed) => {
        if (!isCurrent || !isResumed) return;
        const state = store.getState();
        const target = selectResumeStep(state, from);
        const path = target ? selectStepPath(state, target) : null;
        if (path) navigate(path, { replace: true });
      });
    return () => {
      isCurrent = false;
    };
  }, [code, from, navigate, store, location.key]);

  if (cancelled) return <CancelledReservation operation={cancelled} />;

  if (start.status !== 'failed') {
    return (
      <Stack space="large">
        <ScreenHeading title="Retomando tu reserva" />
        <Loader message="Buscando tu operación…" />
      </Stack>
    );
  }

  return (
    <Stack space="large">
      <ScreenHeading title="No pudimos retomar tu reserva" />
      <Notice tone="critical">
        <Text>{start.message}</Text>
      </Notice>
      <CodeForm key={code} initialCode={code} from={from} submitLabel="Reintentar" />
      <Text>
        <TextLink href={config.catalogueUrl}>Volver al catálogo</TextLink>
      </Text>
    </Stack>
  );
};
