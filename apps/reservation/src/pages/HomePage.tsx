import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fillRoute, messages, routes } from '@territorio/api-client/core';
import { Button, Card, Heading, Stack, Text, TextField, TextLink } from '@territorio/design-system';
import { ScreenHeading } from '../app/ScreenHeading';
import { useAppServices } from '../app/services';

const steps = [
  'Elegí una unidad en stock entre las oportunidades y los 0km del catálogo.',
  'Dejanos tu email: te enviamos un código para retomar la reserva cuando quieras.',
  'Armá tu forma de pago combinando contado, usados y financiación.',
  'Completá tus datos, revisá todo y pagá la seña con tarjeta de crédito.',
];

/** The reservation origin's root: what the Concesionario Digital is, and resume by code. */
export const HomePage = () => {
  const { config } = useAppServices();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [hasError, setHasError] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setHasError(true);
      return;
    }
    navigate(fillRoute(routes.resume, { operation_code: trimmed }));
  };

  return (
    <Stack space="large">
      <ScreenHeading title="Concesionario Digital" />
      <Text size="large">Reservá tu 0km online, desde donde estés.</Text>
      <Card padding="large">
        <Stack space="medium">
          <Heading level={2}>Cómo funciona</Heading>
          <Stack space="small" as="ol">
            {steps.map((step) => (
              <li key={step}>
                <Text>{step}</Text>
              </li>
            ))}
          </Stack>
          <Text>{messages.reservationPromise}</Text>
          <div>
            <Button href={`${config.catalogueUrl}/oportunidades`} variant="primary">
              Ver oportunidades
            </Button>
          </div>
        </Stack>
      </Card>
      <Card padding="large" as="section" aria-labelledby="retomar-titulo">
        <Stack space="medium">
          <Heading level={2} id="retomar-titulo">
            Retomá tu reserva
          </Heading>
          <Text>Ingresá el código de operación que te enviamos por email.</Text>
          <form onSubmit={onSubmit} noValidate>
            <Stack space="medium">
              <TextField
                label="Código de operación"
                name="operation_code"
                value={code}
                required
                autoComplete="off"
                errorMessage={hasError ? 'Ingresá el código de operación.' : undefined}
                onChange={(event) => {
                  setCode(event.target.value);
                  setHasError(false);
                }}
              />
              <div>
                <Button type="submit" variant="secondary">
                  Retomar
                </Button>
              </div>
            </Stack>
          </form>
          <Text size="small" tone="muted">
            ¿Buscás otro vehículo? <TextLink href={config.catalogueUrl}>Volvé al catálogo</TextLink>
            .
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
};
