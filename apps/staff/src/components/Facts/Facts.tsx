import type { ReactNode } from 'react';
import * as styles from './Facts.css';

export type Fact = {
  label: string;
  /** Nothing shown for the value reads '—'. */
  value: ReactNode;
};

export type FactsProps = {
  facts: readonly Fact[];
};

/** A record's facts as term and value pairs (a description list), label beside value. */
export function Facts({ facts }: FactsProps) {
  return (
    <dl className={styles.list}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.row}>
          <dt className={styles.term}>{fact.label}</dt>
          <dd className={styles.value}>
            {fact.value === null || fact.value === undefined || fact.value === ''
              ? '—'
              : fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
