/**
 * What the service worker (src/sw.ts) and the pages share about copies served from its
 * cache: the worker's runtime settings, which requests are catalogue reads, and how a copy
 * says when it was fetched. Pure functions, so the worker and the app agree on one rule.
 */

/** The worker's settings, passed in its registration address (one build, every environment). */
export type WorkerSettings = {
  /** The API's origin; '' when unknown (then nothing is treated as a catalogue read). */
  readonly api: string;
  /** Path prefixes of the catalogue reads on the API host. */
  readonly reads: readonly string[];
};

/** Added by the worker to a response it answers from its cache: when it was fetched (ISO 8601). */
export const cachedAtHeader = 'x-territorio-cached-at';

/** The same for a page: a meta tag the worker writes into the cached HTML it serves. */
export const cachedAtMetaName = 'territorio-cached-at';

export function workerSettingsFrom(href: string): WorkerSettings {
  try {
    const raw = new URL(href).searchParams.get('config');
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    const record = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<
      string,
      unknown
    >;
    return {
      api: typeof record.api === 'string' ? new URL(record.api).origin : '',
      reads: Array.isArray(record.reads)
        ? record.reads.filter((path): path is string => typeof path === 'string')
        : [],
    };
  } catch {
    return { api: '', reads: [] };
  }
}

export function isCatalogueRead(url: URL, settings: WorkerSettings): boolean {
  if (settings.api === '' || url.origin !== settings.api) return false;
  return settings.reads.some((path) => {
    const prefix = path.endsWith('/') ? path : `${path}/`;
    return url.pathname === path || url.pathname.startsWith(prefix);
  });
}

/** The page's HTML with the moment it was fetched, read back by `cachedAtOfDocument`. */
export function markCachedPage(html: string, cachedAt: string): string {
  const meta = `<meta name="${cachedAtMetaName}" content="${cachedAt.replace(/"/g, '')}">`;
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return `${meta}${html}`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/** A valid moment, or null (a missing or malformed stamp is no stamp). */
export function parseCachedAt(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const fetchedAtFormat = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/mm/yyyy HH:mm in the visitor's time zone, as Argentina writes it. */
export function formatFetchedAt(date: Date): string {
  const parts = Object.fromEntries(
    fetchedAtFormat.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

export function offlineNoticeText(date: Date): string {
  return `Sin conexión: mostramos precios del ${formatFetchedAt(date)}`;
}

/** Offline, in place of a load that failed: the page was never kept on this device. */
export const offlinePageMessage =
  'Sin conexión: esta página no está guardada en este dispositivo. Conectate a internet para verla.';

/** Offline, next to a form's submit button: nothing is sent, nothing typed is lost. */
export const formNeedsConnectionMessage =
  'Necesitás conexión a internet para enviar este formulario.';
