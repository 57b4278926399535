import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@territorio/api-client/core';
import { staffCan, staffSessionSchema } from '@territorio/api-client/staff';
import type { StaffAction, StaffSession } from '@territorio/api-client/staff';
import { staffGet, staffSend, staffUrl } from '../lib/api';
import { withSession } from '../lib/actions';
import { sessionStore } from '../lib/session';
import { sections } from '../components/Layout/Layout';

/** The session (member and CSRF token) from the server, or a redirect to sign in. */
async function loadSession(request: Request): Promise<StaffSession> {
  const session = await withSession(request, () =>
    staffGet(staffUrl('session'), staffSessionSchema),
  );
  sessionStore.getState().setSession(session);
  return session;
}

/** Every signed-in page reads the session first. */
export function sessionLoader({ request }: LoaderFunctionArgs): Promise<StaffSession> {
  return loadSession(request);
}

/** The first section the member's role may use. */
export async function homeLoader({ request }: LoaderFunctionArgs) {
  const session = sessionStore.getState().session ?? (await loadSession(request));
  const first = sections.find((section) => staffCan(session.member, section.action));
  return redirect(first?.path ?? '/ingresar');
}

/** Sign-out ends the session on the server; the page forgets it too. */
export async function signOutAction() {
  try {
    await staffSend('DELETE', staffUrl('session'));
  } catch (error) {
    // Already gone on the server: signed out all the same.
    if (!isApiError(error) || error.status !== 401) throw error;
  }
  sessionStore.getState().clear();
  return redirect('/ingresar?motivo=salida');
}

/**
 * A section's loader for a role that may not use it answers 403 before any read (the
 * server refuses too; this spares the round trip and says so plainly).
 */
export async function requireAction(request: Request, action: StaffAction): Promise<StaffSession> {
  const session = sessionStore.getState().session ?? (await loadSession(request));
  if (!staffCan(session.member, action)) {
    throw new Response('forbidden', { status: 403 });
  }
  return session;
}
