/**
 * spec 2.1 lazily loaded pages as React.lazy chunks. A chunk that fails (or takes longer
 * than spec 7's 120 s) shows messages.lazyChunkError with 'Reintentar' instead of a blank
 * page; 'Reintentar' asks for the chunk again.
 */
import { Component, Suspense, lazy, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { lazyChunkTimeoutMs, messages } from '@territorio/api-client/core';
import { Button, Card, Loader, Stack, Text } from '@territorio/design-system';
import { offlinePageMessage } from '../lib/offlineCopy';
import { useIsOnline } from '../lib/useIsOnline';

type PageModule<Props extends object> = { default: ComponentType<Props> };

export type RetryableLazyPage<Props extends object = object> = {
  /** Renders the current lazy component (a new one after each retry). */
  Page: ComponentType<Props>;
  retry(): void;
};

function withTimeout<Props extends object>(
  load: () => Promise<PageModule<Props>>,
  timeoutMs: number,
): () => Promise<PageModule<Props>> {
  return () =>
    new Promise<PageModule<Props>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`ChunkLoadError: timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

export function retryableLazy<Props extends object = object>(
  load: () => Promise<PageModule<Props>>,
  timeoutMs: number = lazyChunkTimeoutMs,
): RetryableLazyPage<Props> {
  const loader = withTimeout(load, timeoutMs);
  // React.lazy keeps a failed load for good, so a retry needs a new lazy component.
  let Current: LazyExoticComponent<ComponentType<Props>> = lazy(loader);
  // The server loads the part as soon as its page's module is loaded (at start), then renders
  // it in place: even a server's first page carries it in the HTML, with or without script.
  // React.lazy would suspend once per process and stream the part after the page's end.
  // Browsers never take this path (Vite drops it from their build).
  let Loaded: ComponentType<Props> | undefined;
  if (import.meta.env.SSR) {
    load().then(
      (module) => {
        Loaded = module.default;
      },
      () => undefined,
    );
  }
  function Page(props: Props) {
    if (import.meta.env.SSR && Loaded) return <Loaded {...props} />;
    return <Current {...props} />;
  }
  return {
    Page,
    retry: () => {
      Current = lazy(loader);
    },
  };
}

/** Offline, the page's file was never kept on this device: say that, not that it broke. */
function ChunkErrorMessage() {
  const isOnline = useIsOnline();
  return <span role="alert">{isOnline ? messages.lazyChunkError : offlinePageMessage}</span>;
}

type BoundaryProps = { onRetry: () => void; children: ReactNode };
type BoundaryState = { hasFailed: boolean };

class ChunkErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { hasFailed: true };
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <Card tone="alt" padding="large">
        <Stack space="medium" align="left">
          <Text weight="medium">
            <ChunkErrorMessage />
          </Text>
          <Button onClick={this.props.onRetry}>{messages.retry}</Button>
        </Stack>
      </Card>
    );
  }
}

/**
 * Renders a lazy page (or a part loaded on demand, with its props) inside its Suspense
 * fallback and chunk error boundary.
 */
export function LazyPage<Props extends object = object>({
  page,
  loadingMessage,
  props,
}: {
  page: RetryableLazyPage<Props>;
  /**
   * Shown while the part's file loads; null for a part the server renders in place, whose
   * fallback a page without JavaScript would otherwise keep.
   */
  loadingMessage: string | null;
  props?: Props;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ChunkErrorBoundary
      key={attempt}
      onRetry={() => {
        page.retry();
        setAttempt((value) => value + 1);
      }}
    >
      <Suspense fallback={loadingMessage === null ? null : <Loader message={loadingMessage} />}>
        <page.Page {...(props as Props)} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
