/**
 * React markup of an element as one whole document, lazy parts included (server only: it
 * imports react-dom/static).
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/** The markup of `element` as one document, lazy parts whole; throws what rendering threw. */
export async function renderToHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => {
      errors.push(error);
    },
    // One document: no boundary is outlined for streaming, lazy parts are rendered whole.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0)
    throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}
