/**
 * /visitas/{code}?clave={secret}: a visit's manage page (pages/visits/VisitManagePage).
 * A wrong code or secret, or none, is the visit's not-found page, answered 404.
 */
import { data } from 'react-router';
import type { HeadersFunction } from 'react-router';
import { PageError } from '../app/PageError';
import { browserAppServices } from '../app/browserServices';
import { orNotFound, read, readNow, settledParts } from '../app/loaderData';
import { serverServices } from '../app/loader.server';
import type { ReadServices } from '../app/loaderData';
import { privatePageHeaders } from '../catalogueReads';
import { VisitManagePage, secretParameter } from '../pages/visits/VisitManagePage';
import type { Route } from './+types/visit-manage';

/** The visit of `code` for the bearer of its secret; null when the API has no such visit. */
function readVisit(services: ReadServices, code: string, token: string) {
  return read(services, { resource: 'visit' }, () =>
    orNotFound(() => services.api.findVisit(code, token)),
  );
}

function secretOf(request: Request): string | null {
  return new URL(request.url).searchParams.get(secretParameter) || null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = secretOf(request);
  if (token === null) return data({ visit: null, ...readNow() }, { status: 404 });
  const parts = await settledParts({
    visit: readVisit(serverServices(context), params.code, token),
  });
  return data({ ...parts, ...readNow() }, { status: parts.visit === null ? 404 : 200 });
}

export function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const token = secretOf(request);
  if (token === null) return { visit: null, ...readNow() };
  return { visit: readVisit(browserAppServices(), params.code, token), ...readNow() };
}

// Its address holds the visit's secret, its body the buyer's name and email.
export const headers: HeadersFunction = () => privatePageHeaders;
export const ErrorBoundary = PageError;

export default function VisitManage({ loaderData }: Route.ComponentProps) {
  return <VisitManagePage visit={loaderData.visit} />;
}
