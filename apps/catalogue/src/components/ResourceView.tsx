/**
 * spec 4 / brief: every list has a loading, an empty and an error state, so a person is
 * never left with a blank area or an endless spinner (requests time out in the client).
 */
import { Button, Card, Loader, Stack, Text } from '@territorio/design-system';
import { messages } from '@territorio/api-client/core';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useIsOnline } from '../lib/useIsOnline';
import { useServices } from '../services/context';
import type { ResourceError, ResourceStatus } from '../stores/resource';

export type ResourceViewProps = {
  status: ResourceStatus;
  error?: ResourceError | null;
  isEmpty: boolean;
  loadingMessage: string;
  emptyMessage: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
};

export function ResourceView({
  status,
  error,
  isEmpty,
  loadingMessage,
  emptyMessage,
  onRetry,
  children,
}: ResourceViewProps) {
  if (status === 'idle' || status === 'loading') return <Loader message={loadingMessage} />;
  if (status === 'failed') {
    return <ErrorNotice message={error?.message ?? messages.serverError} onRetry={onRetry} />;
  }
  if (isEmpty) {
    return (
      <Card tone="alt" padding="medium">
        <Text>{emptyMessage}</Text>
      </Card>
    );
  }
  return <>{children}</>;
}

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
