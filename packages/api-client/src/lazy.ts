/**
 * The parts of this client that need ky and zod, loaded when first used (the JavaScript budgets).
 * A page the server rendered already has its data: it reads or sends nothing until the
 * buyer acts or the data is old, so the browser does not download the contract's schemas
 * before it has to. `@territorio/api-client/core` exports these without the rest.
 */
import type { ApiClient, ApiClientOptions } from './client';
import { serverRenderReads } from './constants';

type AsyncMethods<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? T[K] : never;
};
/** Every member of the client is an async method, so a facade can stand in for it. */
type AllAsync = ApiClient extends AsyncMethods<ApiClient> ? ApiClient : never;

/**
 * createApiClient's client, loaded on its first call. A failed load (offline, a new
 * deployment) rejects that call like a network error, and the next call tries again.
 */
export function createLazyApiClient(options: ApiClientOptions): AllAsync {
  let client: Promise<ApiClient> | undefined;
  const load = () =>
    (client ??= import('./client').then(
      (module) => module.createApiClient(options),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));
  return new Proxy({} as ApiClient, {
    get(_target, name) {
      // Not a thenable, not a symbol-keyed protocol: only the client's method names.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return async (...args: unknown[]) => {
        const loaded = await load();
        const method = loaded[name as keyof ApiClient] as (...values: unknown[]) => unknown;
        return method(...args);
      };
    },
  });
}

/** The server renders' clients, by their pair of addresses. */
const serverRenderClients = new Map<string, ApiClient>();

/**
 * The client a server loader reads with (serverRenderReads' limits): one per pair of
 * addresses for the server's whole life, never one per request.
 */
export function serverRenderClient(addresses: {
  readonly apiUrl: string;
  readonly intranetUrl: string;
}): ApiClient {
  const key = `${addresses.apiUrl} ${addresses.intranetUrl}`;
  let client = serverRenderClients.get(key);
  if (!client) {
    client = createLazyApiClient({
      apiBaseUrl: addresses.apiUrl,
      intranetBaseUrl: addresses.intranetUrl,
      timeoutMs: serverRenderReads.timeoutMs,
      readRetries: serverRenderReads.readRetries,
    });
    serverRenderClients.set(key, client);
  }
  return client;
}

/** The request schemas of the site's forms (spec 5), loaded on a form's first use. */
export async function loadRequestSchemas() {
  const schemas = await import('./schemas');
  return {
    contact: schemas.contactBodySchema,
    priceRequest: schemas.priceRequestBodySchema,
    cv: schemas.cvFieldsSchema,
    cvFile: schemas.cvFileSchema,
    withdrawal: schemas.withdrawalBodySchema,
    visit: schemas.visitBookingFormSchema,
  };
}
export type RequestSchemas = Awaited<ReturnType<typeof loadRequestSchemas>>;
