/**
 * A part of a page from its route's loader data (spec 4): its loading state while the read
 * is on its way (a navigation in the browser), its error with 'Reintentar' when it failed,
 * else `children` with the answer. 'Reintentar' reads the page's data again (a React Router
 * revalidation, inside a transition): what the page shows stays until the answer arrives.
 * React's `use()` reads the promise (React Router's `<Await>` would add its code to every
 * page's first visit); a new part, after a revalidation, clears a failure shown before.
 * A part that is the whole page (one item's page) puts its loading state and its error in
 * the page's frame and head (`frame`); its answer renders the page itself.
 */
import { Card, Loader, Text } from '@territorio/design-system';
import { Component, Suspense, use } from 'react';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { ErrorNotice } from '../components/ResourceView';
import { isFailedPart, partFailure } from './loaderData';
import type { Part } from './loaderData';

type Render<Answer> = (answer: Answer) => ReactNode;
/** What surrounds a part's loading state and failure; by default, nothing. */
type Frame = (state: ReactNode) => ReactNode;

const unframed: Frame = (state) => state;

export function Deferred<Answer>({
  part,
  loadingMessage,
  frame = unframed,
  children,
}: {
  part: Part<Answer>;
  loadingMessage: string;
  /** Around the loading state and the failure only: a page with nothing else to show yet. */
  frame?: Frame;
  children: Render<Answer>;
}) {
  return (
    <PartBoundary part={part} frame={frame}>
      <Suspense fallback={frame(<Loader message={loadingMessage} />)}>
        <Answered part={part} render={children} frame={frame} />
      </Suspense>
    </PartBoundary>
  );
}

function Answered<Answer>({
  part,
  render,
  frame,
}: {
  part: Part<Answer>;
  render: Render<Answer>;
  frame: Frame;
}) {
  if (isFailedPart(part)) return frame(<PartError failure={part} />);
  return render(part instanceof Promise ? use(part) : part);
}

type BoundaryProps = { part: unknown; frame: Frame; children: ReactNode };
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
    return this.state.failure
      ? this.props.frame(<PartError failure={this.state.failure.reason} />)
      : this.props.children;
  }
}

/** A part's failure, with 'Reintentar', which reads the page's data again. */
export function PartError({ failure }: { failure: unknown }) {
  const revalidator = useRevalidator();
  return (
    <ErrorNotice
      message={partFailure(failure).message}
      onRetry={() => void revalidator.revalidate()}
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
