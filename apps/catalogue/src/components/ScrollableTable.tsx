import type { ReactNode } from 'react';
import * as styles from '../layout/layout.css';

/** A wide table that scrolls sideways on small screens, reachable with the keyboard. */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // The region scrolls, so it must take focus for keyboard users (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
