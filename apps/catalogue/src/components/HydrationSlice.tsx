import { Suspense } from 'react';
import type { ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own, after the shell and in
 * slices that yield to the browser (issue 7: no long task at hydration). It is a Suspense
 * boundary: React hydrates such a boundary at a low priority, and hydrates it at once when
 * a tap or a key lands in it, then hands it the event, so nothing typed or tapped is lost.
 * Nothing in it suspends on a client render, so its fallback never shows.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
