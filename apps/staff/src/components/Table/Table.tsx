import type { ReactNode } from 'react';
import * as styles from './Table.css';

export type TableProps = {
  /** Names the table for assistive technology (and says what the rows are). */
  caption: string;
  /** The column headings. */
  columns: readonly string[];
  children: ReactNode;
};

/** A data table that scrolls sideways on narrow screens instead of squeezing. */
export const Table = ({ caption, columns, children }: TableProps) => (
  // The scroller must be reachable from the keyboard to scroll (axe: scrollable-region-focusable).
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  </div>
);

/** A figure or a date in a cell, never broken across lines. */
export const Figure = ({ children }: { children: ReactNode }) => (
  <span className={styles.figure}>{children}</span>
);
