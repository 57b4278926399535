import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, Loader, Stack, Text, TextField, TextLink } from '@territorio/design-system';
import { canGoTo, resumePath, selectResumeStep, selectStepPath } from '@territorio/dealership-flow';
import { ScreenHeading } from '../app/ScreenHeading';
import { useAppServices } from '../app/services';
import { useFlow, useFlowStore } from '../flow/FlowProvider';
import type { ResumeLocationState } from '../flow/OperationScreen';
import { Notice } from '../flow/parts';

/**
 * spec 2.1 `/concesionario-digital/continue/{code}`: reloads the operation from the
 * server and sends the buyer on: to the screen they were opening when it is reachable,
 * to the outcome page of a paid operation, else to step 1.
 */
export const ResumeScreen = () => {
  const { operation_code: code = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const store = useFlowStore();
  const { config } = useAppServices();
  const start = useFlow((state) => state.start);
  const [typedCode, setTypedCode] = useState(code);
  const from = (location.state as ResumeLocationState | null)?.from;

  useEffect(() => {
    let isCurrent = true;
    void store
      .getState()
      .resumeOperation(code)
      .then((isResumed) => {
        if (!isCurrent || !isResumed) return;
        const state = store.getState();
        const target = from && canGoTo(state, from) ? from : selectResumeStep(state);
        const path = target ? selectStepPath(state, target) : null;
        if (path) navigate(path, { replace: true });
      });
    return () => {
      isCurrent = false;
    };
  }, [code, from, navigate, store, location.key]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = typedCode.trim();
    if (trimmed !== '') navigate(resumePath(trimmed));
  };

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
      <form onSubmit={onSubmit} noValidate>
        <Stack space="medium">
          <TextField
            label="Código de operación"
            name="operation_code"
            value={typedCode}
            required
            autoComplete="off"
            helpText="Lo encontrás en el email que te enviamos al comenzar la reserva."
            onChange={(event) => setTypedCode(event.target.value)}
          />
          <div>
            <Button type="submit" variant="primary" disabled={typedCode.trim() === ''}>
              Reintentar
            </Button>
          </div>
        </Stack>
      </form>
      <Text>
        <TextLink href={config.catalogueUrl}>Volver al catálogo</TextLink>
      </Text>
    </Stack>
  );
};
