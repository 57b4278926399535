/**
 * The catalogue's pages of visits and the links to them: small on purpose, since every
 * unit page and versions page links here.
 */
import { apiPaths } from './endpoints';

/** The call to action of a unit page and a versions page. */
export const visitBookAction = 'Agendar visita o prueba de manejo';

/** The catalogue's pages of visits. */
export const visitRoutes = {
  /** Booking: `?unidad=ID`, or `?marca=slug&familia=ID` (with `sucursal=slug` once chosen). */
  book: '/agendar-visita',
  /** The manage page of a visit: `?clave=TOKEN`. */
  manage: '/visitas/:code',
} as const;

/** '/visitas/V-ABC123?clave=…': where the buyer moves, cancels or adds the visit to a calendar. */
export function visitManagePath(code: string, token: string): string {
  return `${visitRoutes.manage.replace(':code', encodeURIComponent(code))}?clave=${encodeURIComponent(token)}`;
}

/** '/agendar-visita?unidad=12' */
export function unitVisitPath(unitId: number): string {
  return `${visitRoutes.book}?unidad=${unitId}`;
}

/** '/agendar-visita?marca=volkswagen&familia=101' */
export function familyVisitPath(brandSlug: string, familyId: number): string {
  return `${visitRoutes.book}?marca=${encodeURIComponent(brandSlug)}&familia=${familyId}`;
}

/** The API's address of a visit's iCalendar file, for the confirmation's "add to calendar" link. */
export function visitCalendarUrl(apiBaseUrl: string, code: string, token: string): string {
  const path = apiPaths.visitCalendar.replace(':code', encodeURIComponent(code));
  return `${apiBaseUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;
}
