import type { ReactNode } from 'react';
import * as styles from './ScrollableTable.css';

export type ScrollableTableProps = {
  /** Names the scrolling region, e.g. the table's caption. */
  label: string;
  /** A `table` whose first column names its rows. */
  children: ReactNode;
};

/**
 * A wide table that scrolls sideways on small screens, its first column kept in view. The
 * region takes focus, so keyboard users can scroll it too (WCAG 2.1.1).
 */
export const ScrollableTable = ({ label, children }: ScrollableTableProps) => (
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  <div className={styles.region} role="region" aria-label={label} tabIndex={0}>
    {children}
  </div>
);
