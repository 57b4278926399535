import { matchRoutes, type RouteObject } from 'react-router';

/** Stands in for the console's origin: only the path and query of `siguiente` matter. */
const consoleOrigin = 'https://consola.invalid';

/** The route whose children are the signed-in console's pages. */
const signedInRouteId = 'session';

/**
 * Where to go after signing in: `value` when it names a page of the signed-in console in
 * `routes` (the console's own route table), else the home page. The value is parsed as
 * the browser would resolve it and looked up in the table, not checked against a pattern:
 * whatever resolves to another origin ('//x', '/\x') or to no page (the catch-all that
 * '/%5Cx' falls into, the sign-in itself) is refused, whatever its spelling.
 */
export function nextPath(value: string | null, routes: RouteObject[]): string {
  if (!value || !value.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, consoleOrigin);
  } catch {
    return '/';
  }
  if (url.origin !== consoleOrigin) return '/';
  const matches = matchRoutes(routes, url.pathname);
  const page = matches?.at(-1)?.route;
  const isConsolePage =
    matches?.some((match) => match.route.id === signedInRouteId) === true &&
    page?.element !== undefined &&
    page.path !== '*';
  return isConsolePage ? `${url.pathname}${url.search}` : '/';
}
