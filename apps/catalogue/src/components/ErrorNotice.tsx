/**
 * spec 4: a part that failed says why, with "Reintentar"; never a blank area or an endless
 * spinner (requests time out in the client).
 */
import { Button, Card, Stack, Text } from '@territorio/design-system';
import { useEffect } from 'react';
import { messages } from '@territorio/api-client/core';
import { useIsOnline } from '../lib/useIsOnline';
import { useServices } from '../services/context';

export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  // Offline, what failed is the connection: the page says so once (OfflineNotice), for
  // every part that failed; back online, each part offers its own "Reintentar".
  const isOnline = useIsOnline();
  const { connectivity } = useServices().stores;
  useEffect(
    () => (isOnline ? undefined : connectivity.getState().noteUnsavedPart()),
    [isOnline, connectivity],
  );
  if (!isOnline) return null;
  return (
    <Card tone="alt" padding="medium">
      <Stack space="small" align="left">
        <Text tone="critical" weight="medium">
          <span role="alert">{message}</span>
        </Text>
        {onRetry ? (
          <Button variant="secondary" size="small" onClick={onRetry}>
            {messages.retry}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
