/**
 * A part of a page from its route's loader data (spec 4): its loading state while the read
 * is on its way (a navigation in the browser), its error with 'Reintentar' when it failed,
 * else `children` with the answer. 'Reintentar' reads the page's data again (a React Router
 * revalidation, inside a transition): what the page shows stays until the answer arrives.
 * React's `use()` reads the promise (React Router's `<Await>` would add its code to every
 * page's first visit); a new part, after a revalidation, clears a failure shown before.
 * A part that is a page's whole content (one item's page) shows its loading state and its
 * failure in the page's `frame`; a part a component reads itself (not its route) retries
 * with its own `onRetry`.
 */
import { Card, Loader, Text } from '@territorio/design-system';
import { Component, Suspense, use } from 'react';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { ErrorNotice } from '../components/ErrorNotice';
import { isFailedPart, partFailure } from './loaderData';
import type { Part } from './loaderData';

type Render<Answer> = (answer: Answer) => ReactNode;
/** What stands in the answer's place while it is on its way, or when it failed. */
type Frame = (state: ReactNode) => ReactNode;

const unframed: Frame = (state) => state;

export function Deferred<Answer>({
  part,
  loadingMessage,
  frame = unframed,
  onRetry,
  children,
}: {
  part: Part<Answer>;
  loadingMessage: string;
  /** Wraps the loading state and the failure (a part that is the page's whole content). */
  frame?: Frame;
  /** 'Reintentar' of a part its component read: a new read (default: a revalidation). */
  onRetry?: () => void;
  children: Render<Answer>;
}) {
  const failed = (failure: unknown) => frame(<PartError failure={failure} onRetry={onRetry} />);
  return (
    <PartBoundary part={part} failed={failed}>
      <Suspense fallback={frame(<Loader message={loadingMessage} />)}>
        <Answered part={part} render={children} failed={failed} />
      </Suspense>
    </PartBoundary>
  );
}

function Answered<Answer>({
  part,
  render,
  failed,
}: {
  part: Part<Answer>;
  render: Render<Answer>;
  failed: (failure: unknown) => ReactNode;
}) {
  if (isFailedPart(part)) return failed(part);
  return render(part instanceof Promise ? use(part) : part);
}

type BoundaryProps = {
  part: unknown;
  failed: (failure: unknown) => ReactNode;
  children: ReactNode;
};
type BoundaryState = { part: unknown; failure: { reason: unknown } | null };

/** Shows a part's failure until the route hands it a new part. */
class PartBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { part: this.props.part, failure: null };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.part === state.part ? null : { part: props.part, failure: null };
  }

  static getDerivedStateFromError(reason: unknown): Partial<BoundaryState> {
    return { failure: { reason } };
  }

  override render() {
    return this.state.failure ? this.props.failed(this.state.failure.reason) : this.props.children;
  }
}

/** A part's failure, with 'Reintentar': its own read, else the page's data read again. */
export function PartError({ failure, onRetry }: { failure: unknown; onRetry?: () => void }) {
  const revalidator = useRevalidator();
  return (
    <ErrorNotice
      message={partFailure(failure).message}
      onRetry={onRetry ?? (() => void revalidator.revalidate())}
    />
  );
}

/** What a part says when its list is empty. */
export function EmptyNotice({ children }: { children: ReactNode }) {
  return (
    <Card tone="alt" padding="medium">
      <Text>{children}</Text>
    </Card>
  );
}
