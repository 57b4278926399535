/**
 * A part of a page from its route's loader data (spec 4): its loading state while the read
 * is on its way (a navigation in the browser), its error with 'Reintentar' when it failed,
 * else `children` with the answer. 'Reintentar' reads the page's data again (a React Router
 * revalidation, inside a transition): what the page shows stays until the answer arrives.
 */
import { messages } from '@territorio/api-client/core';
import { Loader } from '@territorio/design-system';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Await, useAsyncError, useRevalidator } from 'react-router';
import { ErrorNotice } from '../components/ResourceView';
import type { Part } from './loaderData';

export function Deferred<Answer>({
  part,
  loadingMessage,
  children,
}: {
  part: Part<Answer>;
  loadingMessage: string;
  children: (answer: Answer) => ReactNode;
}) {
  return (
    <Suspense fallback={<Loader message={loadingMessage} />}>
      <Await resolve={part} errorElement={<PartError />}>
        {children}
      </Await>
    </Suspense>
  );
}

/** The message of a read's failure (loaderData.ts `read`); anything else, the general one. */
function messageOf(failure: unknown): string {
  return typeof failure === 'object' &&
    failure !== null &&
    !(failure instanceof Error) &&
    'message' in failure &&
    typeof failure.message === 'string'
    ? failure.message
    : messages.serverError;
}

function PartError() {
  const failure = useAsyncError();
  const revalidator = useRevalidator();
  return <ErrorNotice message={messageOf(failure)} onRetry={() => void revalidator.revalidate()} />;
}
