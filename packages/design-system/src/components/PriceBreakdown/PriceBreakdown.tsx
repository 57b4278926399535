import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './PriceBreakdown.css';

export const priceRowKinds = ['standard', 'discount', 'subtotal', 'total'] as const;
export type PriceRowKind = (typeof priceRowKinds)[number];

export type PriceRow = {
  label: ReactNode;
  /** Already formatted by the caller, e.g. '$ 25.300.000' or '- $ 1.500.000'. */
  amount: string;
  /** `discount` is shown in the positive colour, `total` emphasised. */
  kind?: PriceRowKind;
  /** Small print under the label, e.g. 'No incluye patentamiento'. */
  note?: string;
};

export interface PriceBreakdownProps {
  rows: readonly PriceRow[];
  className?: string;
}

/** Label and amount pairs of a price, with discounts and totals styled apart. */
export const PriceBreakdown = ({ rows, className }: PriceBreakdownProps) => (
  <dl className={cx(styles.list, className)}>
    {rows.map((row, index) => (
      <div key={index} className={styles.row({ kind: row.kind })}>
        <dt className={styles.term}>
          {row.label}
          {row.note ? <span className={styles.note}>{row.note}</span> : null}
        </dt>
        <dd className={styles.amount}>{row.amount}</dd>
      </div>
    ))}
  </dl>
);
