/**
 * Which addresses the reservation app serves (DECISIONS: the buy route and every
 * /concesionario-digital/... route), from api-client's route table and the flow's steps:
 * the server answers the others with a real 404, and sends a flow step opened without
 * its code to the resume route (spec 2.11).
 */
import { matchRoute, reservationRouteNames, routes } from '@territorio/api-client/core';
import { codelessStepPaths, resumeEntryPath } from '@territorio/dealership-flow';

/** Where a flow step's address without a code goes (the resume route asking for it), or null. */
export function codelessStepRedirect(pathname: string): string | null {
  return codelessStepPaths.some(({ path }) => matchRoute(path, pathname)) ? resumeEntryPath : null;
}

/** Whether the app has a screen (or a redirect) for an address; false means not found. */
export function isAppPath(pathname: string): boolean {
  if (pathname.replace(/\/+$/, '') === '') return true;
  const patterns = [
    resumeEntryPath,
    ...reservationRouteNames.map((name) => routes[name]),
    ...codelessStepPaths.map(({ path }) => path),
  ];
  return patterns.some((pattern) => matchRoute(pattern, pathname) !== null);
}
