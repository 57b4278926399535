import { Suspense, use, useId } from 'react';
import type { ReactNode } from 'react';
import * as styles from '../layout/layout.css';
import { browserGates, nearScreenAttribute } from './nearScreenGate';

/**
 * A part of a server-rendered page that React hydrates on its own, after the shell and in
 * slices that yield to the browser (issue 7: no long task at hydration). It is a Suspense
 * boundary: React hydrates such a boundary at a low priority, and hydrates it at once when
 * a tap or a key lands in it, then hands it the event, so nothing typed or tapped is lost.
 *
 * With `whenNearScreen`, the part is hydrated only when it comes near the screen or is
 * touched, clicked, focused or typed in (nearScreenGate.ts): for parts below the fold that
 * read what they show themselves (a part whose parent hands it new props before it is
 * hydrated would have to be rendered again in the browser).
 *
 * Nothing in it suspends on a client render, so its fallback never shows.
 */
export function HydrationSlice({
  whenNearScreen = false,
  children,
}: {
  whenNearScreen?: boolean;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      {whenNearScreen ? <NearScreenPart>{children}</NearScreenPart> : children}
    </Suspense>
  );
}

function NearScreenPart({ children }: { children: ReactNode }) {
  const id = useId();
  const gate = browserGates()?.gateFor(id);
  if (gate) use(gate);
  return (
    <div {...{ [nearScreenAttribute]: id }} className={styles.contents}>
      {children}
    </div>
  );
}
