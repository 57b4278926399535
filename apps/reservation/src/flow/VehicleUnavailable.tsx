import { messages } from '@territorio/api-client/core';
import { Button, Stack, Text } from '@territorio/design-system';
import { ScreenHeading } from '../app/ScreenHeading';
import { useAppServices } from '../app/services';
import { Notice } from './notices';

/**
 * spec 8: stock unit not found or fetch error: the message and 'Volver' to the catalogue
 * home. A screen that loses the unit midway keeps its own title and may add a line (the
 * payment screen says no charge was made).
 */
export const VehicleUnavailable = ({
  title = 'Vehículo no disponible',
  detail,
}: {
  title?: string;
  detail?: string;
}) => {
  const { config } = useAppServices();
  return (
    <Stack space="large">
      <ScreenHeading title={title} />
      <Notice tone="critical">
        <Stack space="small">
          <Text>{messages.vehicleUnavailable}</Text>
          {detail ? <Text size="small">{detail}</Text> : null}
        </Stack>
      </Notice>
      <div>
        <Button href={config.catalogueUrl} variant="primary">
          {messages.vehicleUnavailableAction}
        </Button>
      </div>
    </Stack>
  );
};
