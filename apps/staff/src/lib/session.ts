import { createStore } from 'zustand/vanilla';
import type { StaffSession } from '@territorio/api-client/staff';

type SessionState = {
  /** The signed-in session, or null before sign-in and after sign-out. */
  session: StaffSession | null;
  setSession: (session: StaffSession) => void;
  clear: () => void;
};

/**
 * The signed-in member and the session's CSRF token (the cookie itself is HttpOnly: the
 * console never sees it). Requests read the token from here for every state change.
 */
export const sessionStore = createStore<SessionState>()((set) => ({
  session: null,
  setSession: (session) => set({ session }),
  clear: () => set({ session: null }),
}));
