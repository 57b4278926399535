import { messages } from '@territorio/api-client/core';
import { Button, Stack, Text } from '@territorio/design-system';
import { ScreenHeading } from '../app/ScreenHeading';
import { useAppServices } from '../app/services';
import { Notice } from './parts';

/** spec 8: stock unit not found or fetch error: the message and 'Volver' to the catalogue home. */
export const VehicleUnavailable = () => {
  const { config } = useAppServices();
  return (
    <Stack space="large">
      <ScreenHeading title="Vehículo no disponible" />
      <Notice tone="critical">
        <Text>{messages.vehicleUnavailable}</Text>
      </Notice>
      <div>
        <Button href={config.catalogueUrl} variant="primary">
          {messages.vehicleUnavailableAction}
        </Button>
      </div>
    </Stack>
  );
};
