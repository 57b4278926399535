import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, Heading, Stack } from '@territorio/design-system';
import { errorMessage, isApiError } from '@territorio/api-client/core';
import { staffMessages } from '@territorio/api-client/staff';
import { Notice } from '../Notice/Notice';

/** A page that could not load: why (forbidden, not found, a failure) and a way to retry. */
export function RouteError() {
  const error = useRouteError();
  const status = isApiError(error)
    ? error.status
    : isRouteErrorResponse(error)
      ? error.status
      : undefined;
  const message =
    status === 403
      ? staffMessages.forbidden
      : status === 404
        ? staffMessages.notFound
        : errorMessage(error);
  return (
    <Stack space="medium">
      <Heading level={1}>
        {status === 403 ? 'Sin acceso' : 'No pudimos mostrar esta página'}
      </Heading>
      <Notice tone="critical">{message}</Notice>
      <div>
        {/* Trying again cannot help a page that is not there or not allowed. */}
        {status === 403 || status === 404 ? (
          <Button href="/" variant="secondary">
            Ir al inicio
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Reintentar
          </Button>
        )}
      </div>
    </Stack>
  );
}
