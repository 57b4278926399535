import { useId } from 'react';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { cx } from '../private/cx';
import * as styles from './Price.css';

export const priceSizes = ['small', 'medium', 'large'] as const;
export type PriceSize = (typeof priceSizes)[number];

export interface PriceProps {
  /** The final price in pesos, already formatted by the caller, e.g. '$ 30.094.000'. */
  amount: string;
  /**
   * Res. SIyC 4/2025: the price without national taxes, shown smaller under the amount;
   * without it (a server that does not send the figure) the line is left out.
   */
  withoutNationalTaxes?: string;
  /** A dollar-priced unit's price, e.g. 'US$ 25.000', shown beside the peso figure. */
  dollarAmount?: string;
  /** A "from" price (a family's cheapest version): the amount reads "Desde $ …". */
  isFrom?: boolean;
  /** Above the amount, e.g. 'Precio final'; it also names the group for screen readers. */
  label?: ReactNode;
  /** Small print under the price, e.g. 'Incluye patentamiento y entrega'. */
  note?: ReactNode;
  size?: PriceSize;
  className?: string;
}

/**
 * A price as Argentine consumer rules ask for it: the final price in pesos and, smaller, the
 * price without national taxes. Amounts come formatted (with no-break spaces) by the caller.
 */
export const Price = ({
  amount,
  withoutNationalTaxes,
  dollarAmount,
  isFrom = false,
  label,
  note,
  size = 'medium',
  className,
}: PriceProps) => {
  const labelId = useId();
  const hasLabel = label !== undefined && label !== null && label !== false && label !== '';
  return (
    <div
      role="group"
      aria-labelledby={hasLabel ? labelId : undefined}
      aria-label={hasLabel ? undefined : 'Precio'}
      className={cx(styles.root[size], className)}
    >
      {hasLabel ? (
        <div id={labelId} className={styles.label}>
          {label}
        </div>
      ) : null}
      <p className={styles.figures}>
        {isFrom ? <span className={styles.from}>Desde </span> : null}
        <span className={styles.amount}>{amount}</span>
        {dollarAmount ? (
          <>
            {' '}
            <span className={styles.dollarAmount}>
              <VisuallyHidden>equivalente a </VisuallyHidden>
              {dollarAmount}
            </span>
          </>
        ) : null}
      </p>
      {withoutNationalTaxes ? (
        <p className={styles.withoutNationalTaxes}>
          Precio sin impuestos nacionales:{' '}
          <span className={styles.nowrap}>{withoutNationalTaxes}</span>
        </p>
      ) : null}
      {note ? <div className={styles.note}>{note}</div> : null}
    </div>
  );
};
