/**
 * DECISIONS "Catalogue": news HTML is sanitized before it is rendered. DOMPurify needs a
 * window, so the purifier is made on first use, never at module load: the browser's, or
 * on the server the one given to setPurifierWindow (jsdom, as DOMPurify recommends).
 * Loaded by SafeHtml only when there is HTML the server did not sanitize already.
 */
import createDOMPurify from 'dompurify';
import type { DOMPurify } from 'dompurify';
import { mediaUrl } from '@territorio/api-client/core';
import { imageSizes } from './media';

type PurifierWindow = Parameters<typeof createDOMPurify>[0];

let purifier: DOMPurify | null = null;
let purifierBase = '';
let serverWindow: PurifierWindow | null = null;

/** The server's window for DOMPurify (there is no browser window there). */
export function setPurifierWindow(window: PurifierWindow): void {
  serverWindow = window;
  purifier = null;
}

function getPurifier(apiUrl: string): DOMPurify | null {
  const host = serverWindow ?? (typeof window === 'undefined' ? null : window);
  if (!host) return null;
  if (purifier && purifierBase === apiUrl) return purifier;
  const instance = createDOMPurify(host);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      // Media paths are the API's; images in an article are below the fold.
      const source = node.getAttribute('src');
      if (source?.startsWith('/media/')) node.setAttribute('src', mediaUrl(apiUrl, source));
      // The API's news pictures have one size: reserve it when the HTML does not say.
      if (source?.startsWith('/media/news/') && !node.hasAttribute('width')) {
        node.setAttribute('width', String(imageSizes.news.width));
        node.setAttribute('height', String(imageSizes.news.height));
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.getAttribute('alt')) node.setAttribute('alt', '');
    }
    if (node.nodeName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  purifierBase = apiUrl;
  return instance;
}

export function sanitizeHtml(html: string, apiUrl: string): string {
  const instance = getPurifier(apiUrl);
  // An unsupported window makes DOMPurify return its input as it is: show nothing instead.
  if (!instance?.isSupported) return '';
  return instance.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
