/**
 * DECISIONS "Catalogue": HTML from the API is sanitized before it is rendered (./sanitizer,
 * DOMPurify). A page the server rendered carries the sanitized HTML it showed (the
 * services' servedHtml), so the browser loads DOMPurify only for HTML it has to sanitize
 * itself, such as a news item opened from the list: the sanitizer is not
 * part of a first visit's JavaScript.
 */
import { useEffect, useState } from 'react';
import { messages } from '@territorio/api-client/core';
import { useServices } from '../services/context';
import { ErrorNotice } from './ErrorNotice';
import type * as SanitizerModule from './sanitizer';

type Sanitizer = typeof SanitizerModule;

let sanitizer: Sanitizer | null = null;

/** DOMPurify and its rules; the server loads it before it renders. */
export async function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= await import('./sanitizer');
  return sanitizer;
}

export function SafeHtml({
  html,
  apiUrl,
  className,
}: {
  html: string;
  apiUrl: string;
  className?: string;
}) {
  const { servedHtml } = useServices();
  // Where DOMPurify is when the HTML was not sanitized yet; a retry starts 'loading' again.
  const [load, setLoad] = useState<'loading' | 'loaded' | 'failed'>('loading');
  let clean = servedHtml.get(html) ?? null;
  if (clean === null && sanitizer) {
    clean = sanitizer.sanitizeHtml(html, apiUrl);
    // Kept: the server hands it to the browser, and a second render does not sanitize again.
    servedHtml.set(html, clean);
  }
  const isWaiting = clean === null && load === 'loading';

  useEffect(() => {
    if (!isWaiting) return;
    let isCurrent = true;
    loadSanitizer().then(
      () => isCurrent && setLoad('loaded'),
      () => isCurrent && setLoad('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [isWaiting]);

  if (clean === null) {
    return load === 'failed' ? (
      <ErrorNotice message={messages.contentLoadError} onRetry={() => setLoad('loading')} />
    ) : (
      <div className={className} aria-busy="true" />
    );
  }
  // Sanitized just above, or by the server that rendered this page.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
