import { Stack, Text } from '@territorio/design-system';
import { formatPrice, formatRate } from '@territorio/api-client/core';
import { Facts } from '../Facts/Facts';
import * as styles from './CreditTerms.css';

export type CreditTermsProps = {
  /** The bank plan's name as the buyer chose it. */
  planName: string;
  /** Cash price: the final price in pesos. */
  cashPrice: number | null;
  /** Pesos financed. */
  financed: number;
  installments: number;
  /** The first month's payment (instalment, IVA on interest, insurance), pesos. */
  installmentAmount: number;
  tna: number | null;
  tea: number | null;
  cftea: number | null;
  totalPayable: number | null;
};

/**
 * A reservation's credit as Ley 24.240 art. 36 asks (cash price, amount financed, count
 * and amount of instalments, system, TNA, TEA, total) with the CFTEA (con IVA) highlighted
 * at five times the TNA's type. Rates the API did not send read 'Sin informar'.
 */
export function CreditTerms(props: CreditTermsProps) {
  const rate = (value: number | null) => (value === null ? 'Sin informar' : formatRate(value));
  const count = props.installments;
  return (
    <Stack space="small">
      <Text weight="strong">{props.planName}</Text>
      <Text>
        {count} {count === 1 ? 'cuota mensual' : 'cuotas mensuales'} de{' '}
        <span className={styles.figure}>{formatPrice(props.installmentAmount)}</span>
      </Text>
      <Facts
        facts={[
          {
            label: 'Precio de contado',
            value: props.cashPrice === null ? null : formatPrice(props.cashPrice),
          },
          { label: 'Monto financiado', value: formatPrice(props.financed) },
          { label: 'Sistema de amortización', value: 'Francés' },
          {
            label: 'Total a pagar',
            value: props.totalPayable === null ? null : formatPrice(props.totalPayable),
          },
        ]}
      />
      <dl className={styles.rates}>
        <div className={styles.rate}>
          <dt className={styles.inline}>TNA</dt>{' '}
          <dd className={styles.inline}>{rate(props.tna)}</dd>
        </div>
        <div className={styles.rate}>
          <dt className={styles.inline}>TEA</dt>{' '}
          <dd className={styles.inline}>{rate(props.tea)}</dd>
        </div>
        <div className={styles.cftea} data-part="cftea">
          <dt className={styles.inline}>CFTEA (con IVA)</dt>{' '}
          <dd className={styles.figure}>{rate(props.cftea)}</dd>
        </div>
      </dl>
    </Stack>
  );
}
