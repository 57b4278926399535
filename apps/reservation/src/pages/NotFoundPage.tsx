import { messages } from '@territorio/api-client/core';
import { Button, Inline, Stack, Text } from '@territorio/design-system';
import { ScreenHeading } from '../app/ScreenHeading';
import { useAppServices } from '../app/services';

/** Any address the app does not serve: a message and a way back, never a blank page. */
export const NotFoundPage = () => {
  const { config } = useAppServices();
  return (
    <Stack space="large">
      <ScreenHeading title="Página no encontrada" />
      <Text>{messages.notFound}</Text>
      <Inline space="medium">
        <Button href="/" variant="primary">
          Ir al Concesionario Digital
        </Button>
        <Button href={config.catalogueUrl} variant="secondary">
          Volver al catálogo
        </Button>
      </Inline>
    </Stack>
  );
};
