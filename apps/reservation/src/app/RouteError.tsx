import { messages } from '@territorio/api-client/core';
import { Button, Stack, Text } from '@territorio/design-system';
import { ScreenHeading } from './ScreenHeading';

/**
 * spec 8: what a screen shows when it could not be shown (its code did not arrive, or it
 * failed): the reason and 'Reintentar', which loads the address again.
 */
export const RouteError = ({ error }: { error: unknown }) => {
  if (typeof console !== 'undefined') console.error(error);
  return (
    <Stack space="large">
      <ScreenHeading title={messages.lazyChunkError} />
      <Text>{messages.serverError}</Text>
      <div>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {messages.retry}
        </Button>
      </div>
    </Stack>
  );
};
