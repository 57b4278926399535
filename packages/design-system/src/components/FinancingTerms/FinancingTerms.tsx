import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './FinancingTerms.css';

export type FinancingCharge = {
  /** e.g. 'Gastos de otorgamiento', 'Seguro de vida'. */
  label: string;
  /** Already formatted by the caller, e.g. '$ 35.000'. */
  amount: string;
};

export interface FinancingTermsProps {
  /** 'Precio contado', formatted by the caller. */
  cashPrice: string;
  installmentCount: number;
  /** One installment, formatted by the caller, e.g. '$ 116.667'. */
  installmentAmount: string;
  /** Nominal annual rate, formatted by the caller, e.g. '45,90 %'. */
  tna: string;
  /** Effective annual rate, e.g. '56,12 %'. */
  tea: string;
  /** Total financial cost as an effective annual rate, VAT included, e.g. '68,12 %'. */
  cftea: string;
  /** 'Anticipo'. */
  downPayment?: string;
  /** 'Monto financiado'. */
  amountFinanced?: string;
  /** The amortisation system; 'Francés' unless given. */
  system?: string;
  /** How often an installment falls due, as a singular adjective; 'mensual' unless given. */
  frequency?: string;
  /** Other charges of the plan, each with its amount. */
  charges?: readonly FinancingCharge[];
  /** The lender, e.g. 'Banco Galicia'. */
  bank?: string;
  /** Shown above the terms; it also names the group for screen readers. */
  planName?: string;
  /** Small print under the terms, e.g. conditions and validity. */
  footnote?: ReactNode;
  /** For plan cards: the installments, TNA, TEA and CFTEA only. */
  compact?: boolean;
  className?: string;
}

// 'mensual' → 'mensuales', 'semestral' → 'semestrales'; an adjective ending in a vowel takes 's'.
const pluralAdjective = (adjective: string) =>
  /[aeiouáéíóú]$/i.test(adjective) ? `${adjective}s` : `${adjective}es`;

const installmentsPhrase = (count: number, frequency: string) =>
  count === 1 ? `1 cuota ${frequency} de` : `${count} cuotas ${pluralAdjective(frequency)} de`;

/**
 * One financing plan's terms as Argentine rules ask for them (BCRA Com. "A" 5853 point 4,
 * Res. SC 51/2017, Ley 24.240 art. 36): cash price, installments, rates and, highlighted and at
 * least five times the size of the TNA, the CFTEA. Amounts and rates come formatted.
 */
export const FinancingTerms = ({
  cashPrice,
  installmentCount,
  installmentAmount,
  tna,
  tea,
  cftea,
  downPayment,
  amountFinanced,
  system = 'Francés',
  frequency = 'mensual',
  charges = [],
  bank,
  planName,
  footnote,
  compact = false,
  className,
}: FinancingTermsProps) => {
  const planNameId = useId();
  const showsPlanName = !compact && Boolean(planName);

  const details: Array<{ label: string; value: string }> = [
    { label: 'Precio contado', value: cashPrice },
    ...(downPayment ? [{ label: 'Anticipo', value: downPayment }] : []),
    ...(amountFinanced ? [{ label: 'Monto financiado', value: amountFinanced }] : []),
    { label: 'Sistema de amortización', value: system },
    ...charges.map((charge) => ({ label: charge.label, value: charge.amount })),
  ];

  return (
    <div
      role="group"
      aria-labelledby={showsPlanName ? planNameId : undefined}
      aria-label={showsPlanName ? undefined : (planName ?? 'Condiciones de financiación')}
      className={cx(styles.root({ compact }), className)}
    >
      {showsPlanName ? (
        <p id={planNameId} className={styles.planName}>
          {planName}
        </p>
      ) : null}
      {!compact && bank ? <p className={styles.bank}>{bank}</p> : null}
      <p className={styles.installments({ compact })} data-part="installments">
        {installmentsPhrase(installmentCount, frequency)}{' '}
        <span className={styles.figure}>{installmentAmount}</span>
      </p>
      {compact ? null : (
        <dl className={styles.details}>
          {details.map((detail, index) => (
            <div key={index} className={styles.detailRow}>
              <dt className={styles.detailTerm}>{detail.label}</dt>
              <dd className={styles.detailValue}>{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <dl className={styles.rates}>
        <div className={styles.rate} data-part="tna">
          <dt className={styles.rateTerm}>TNA</dt> <dd className={styles.rateValue}>{tna}</dd>
        </div>
        <div className={styles.rate} data-part="tea">
          <dt className={styles.rateTerm}>TEA</dt> <dd className={styles.rateValue}>{tea}</dd>
        </div>
        <div className={styles.cftea} data-part="cftea">
          <dt className={styles.cfteaTerm}>CFTEA (con IVA)</dt>{' '}
          <dd className={styles.cfteaValue}>{cftea}</dd>
        </div>
      </dl>
      {!compact && footnote ? <div className={styles.footnote}>{footnote}</div> : null}
    </div>
  );
};
