import { useEffect } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Card, Heading, Loader, Stack, Text, TextField } from '@territorio/design-system';
import {
  canStart,
  resumePath,
  selectStartEmailError,
  selectStartScreen,
} from '@territorio/dealership-flow';
import { dealershipStartRoute, messages } from '@territorio/api-client/core';
import { ScreenHeading } from '../app/ScreenHeading';
import { useFlow, useFlowActions, useFlowStore } from '../flow/FlowProvider';
import { VehicleDetails } from '../flow/parts';
import { Notice } from '../flow/notices';
import { VehicleUnavailable } from '../flow/VehicleUnavailable';
import { useLoadRouteVehicle } from '../flow/useVehicleFromRoute';
import * as styles from '../flow/flow.css';

function sameCode(left: string | undefined, right: string | undefined): boolean {
  return (left ?? '').trim().toUpperCase() === (right ?? '').trim().toUpperCase();
}

const EmailForm = () => {
  const vehicle = useFlow((state) => state.vehicle);
  const email = useFlow((state) => state.email);
  const isRequesting = useFlow((state) => state.start.status === 'requested');
  const isEnabled = useFlow(canStart);
  const emailError = useFlow(selectStartEmailError);
  const { setEmail, startOperation } = useFlowActions();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isEnabled) void startOperation();
  };

  return (
    <Stack space="large">
      <ScreenHeading title="Comenzá tu reserva" />
      <div className={styles.columns}>
        <Card padding="large" as="section" aria-labelledby="email-titulo">
          <form onSubmit={onSubmit} noValidate>
            <Stack space="medium">
              <Heading level={2} id="email-titulo">
                Tu email
              </Heading>
              <Text>
                Te enviamos un código de operación para que puedas retomar la reserva cuando
                quieras.
              </Text>
              <TextField
                label="Email"
                type="email"
                name="email"
                autoComplete="email"
                required
                value={email}
                errorMessage={emailError ?? undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
              <div>
                <Button
                  type="submit"
                  variant="primary"
                  disabled={!isEnabled && !isRequesting}
                  isBusy={isRequesting}
                  busyLabel="Comenzando…"
                >
                  Comenzar
                </Button>
              </div>
            </Stack>
          </form>
        </Card>
        {vehicle.status === 'loaded' ? (
          <Card padding="large" as="section" aria-labelledby="unidad-titulo">
            <Stack space="medium">
              <Heading level={2} id="unidad-titulo">
                Tu unidad
              </Heading>
              <VehicleDetails
                vehicle={{
                  model: vehicle.stock.model ?? vehicle.stock.name,
                  color: vehicle.stock.color,
                  location: vehicle.stock.location,
                  chassis: vehicle.stock.chassis,
                  image: vehicle.stock.image,
                }}
              />
            </Stack>
          </Card>
        ) : null}
      </div>
    </Stack>
  );
};

const OperationCreated = () => {
  const operation = useFlow((state) => state.operation);
  const { goTo } = useFlowActions();
  const navigate = useNavigate();
  if (!operation) return null;

  const onNext = async () => {
    const result = await goTo('paymentMode');
    navigate(result.isAllowed && result.path ? result.path : resumePath(operation.code));
  };

  return (
    <Stack space="large">
      <ScreenHeading title="¡Tu reserva comenzó!" />
      <Card padding="large">
        <Stack space="medium">
          <Text>Tu código de operación es</Text>
          <p className={styles.code}>{operation.code}</p>
          <Text>
            Te enviamos un email a <strong>{operation.purchase.email}</strong> con este código para
            que puedas retomar tu reserva cuando quieras.
          </Text>
          <VehicleDetails
            vehicle={{
              model: operation.purchase.vehicle.model,
              color: operation.purchase.vehicle.color,
              location: operation.purchase.vehicle.location,
              chassis: operation.purchase.vehicle.chassis,
              image: operation.purchase.vehicle.image,
            }}
            showImage={false}
          />
          <div>
            <Button variant="primary" size="large" onClick={() => void onNext()}>
              Siguiente
            </Button>
          </div>
        </Stack>
      </Card>
    </Stack>
  );
};

/**
 * spec 2.11 start: the email and 'Comenzar' for a new operation, or, with an operation
 * code in the address, that operation resumed. On success: the code and 'Siguiente'.
 */
export const StartScreen = () => {
  const { operation_code: code } = useParams();
  const { brandId } = useLoadRouteVehicle(code === undefined);
  const store = useFlowStore();
  const navigate = useNavigate();
  const screen = useFlow(selectStartScreen);
  const start = useFlow((state) => state.start);
  const operationCode = useFlow((state) => state.operation?.code);
  const { resetStart, resumeOperation } = useFlowActions();

  // With a code in the address, that operation is resumed instead of asking for an email.
  useEffect(() => {
    if (code === undefined) return;
    const state = store.getState();
    if (sameCode(state.operation?.code, code) || state.start.status === 'requested') return;
    void state.resumeOperation(code);
  }, [code, store]);

  // A new operation's address carries its code, so a reload resumes it instead of starting again.
  useEffect(() => {
    if (code !== undefined || !operationCode || start.status !== 'succeeded') return;
    const { vehicle } = store.getState();
    if (vehicle.status !== 'loaded') return;
    const { stock } = vehicle;
    const path = dealershipStartRoute({
      brand: stock.brand_id,
      id: stock.id,
      family: stock.family,
      family_id: stock.family_id,
      model: stock.model ?? stock.name,
      operation_code: operationCode,
    });
    navigate(path, { replace: true });
  }, [code, operationCode, start.status, navigate, store]);

  if (code === undefined && brandId === null) return <VehicleUnavailable />;

  switch (screen) {
    case 'loadingVehicle':
      return (
        <Stack space="large">
          <ScreenHeading title="Comenzá tu reserva" />
          <Loader message={code ? 'Buscando tu operación…' : 'Cargando el vehículo…'} />
        </Stack>
      );
    case 'vehicleUnavailable':
      return <VehicleUnavailable />;
    case 'startError':
      return (
        <Stack space="large">
          <ScreenHeading title="No pudimos comenzar tu reserva" />
          <Notice tone="critical">
            <Text>{start.status === 'failed' ? start.message : messages.startError}</Text>
          </Notice>
          <div>
            <Button
              variant="primary"
              onClick={() => {
                if (code) void resumeOperation(code);
                else resetStart();
              }}
            >
              {messages.retry}
            </Button>
          </div>
        </Stack>
      );
    case 'operationCreated':
      return <OperationCreated />;
    case 'emailForm':
      return <EmailForm />;
  }
};
