/**
 * Res. 383/2021 energy-efficiency label data of a version: its class, consumption and CO₂
 * emissions, as a definition list. Nothing shows when the version has none of them.
 */
import { formatLocale } from '@territorio/api-client/core';
import type { Subfamily } from '@territorio/api-client/core';
import * as styles from './EnergyLabel.css';

/** The version's label fields as the API sends them (null where it has none). */
export type EnergyData = Partial<Pick<Subfamily, 'consumption_l_100km' | 'co2_g_km'>> & {
  /** One of the schema's `energyClasses`; kept a string so the label shows what it gets. */
  readonly energy_class?: string | null;
};

const decimals = new Intl.NumberFormat(formatLocale, { maximumFractionDigits: 1 });

function figure(value: number | null | undefined): string | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? decimals.format(value)
    : null;
}

/** The label's rows, formatted with Argentine decimals ('6,2 l/100 km'). */
export function energyLabelRows(data: EnergyData): { term: string; value: string }[] {
  const rows: { term: string; value: string }[] = [];
  const energyClass = data.energy_class?.trim();
  if (energyClass) rows.push({ term: 'Clase de eficiencia energética', value: energyClass });
  const consumption = figure(data.consumption_l_100km);
  if (consumption) rows.push({ term: 'Consumo combinado', value: `${consumption} l/100 km` });
  const co2 = figure(data.co2_g_km);
  if (co2) rows.push({ term: 'Emisiones de CO₂', value: `${co2} g/km` });
  return rows;
}

export function EnergyLabel({ data }: { data: EnergyData }) {
  const rows = energyLabelRows(data);
  if (rows.length === 0) return null;
  return (
    <div className={styles.label}>
      <p className={styles.caption}>Etiqueta de eficiencia energética</p>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.term} className={styles.row}>
            <dt className={styles.term}>{row.term}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
