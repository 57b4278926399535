/**
 * A visit as its bearer sees it (the confirmation and the manage page): its code, when,
 * what for, where (the site's address and a map link) and what to bring.
 */
import type { ReactNode } from 'react';
import { messages } from '@territorio/api-client/core';
import type { Visit } from '@territorio/api-client/core';
import { Button, Text, TextLink } from '@territorio/design-system';
import { formatAddress } from '@territorio/site-config';
import { bringWords, siteNamed, visitWhenWords } from '../../lib/visitSlots';
import * as layout from '../../layout/layout.css';
import * as styles from './visits.css';

export function VisitDetails({ visit }: { visit: Visit }) {
  const site = siteNamed(visit.site);
  const rows: [string, ReactNode][] = [
    ['Código', <span className={styles.code}>{visit.code}</span>],
    ['Cuándo', visitWhenWords(visit.date, visit.time)],
    [
      'Vehículo',
      visit.vehicle.unit_path ? (
        <TextLink href={visit.vehicle.unit_path}>{visit.vehicle.title}</TextLink>
      ) : (
        visit.vehicle.title
      ),
    ],
    ['Motivo', visit.test_drive ? 'Visita con prueba de manejo' : 'Visita'],
    [
      'Dónde',
      site ? (
        <>
          <Text as="span" weight="medium">
            {site.name}
          </Text>
          <br />
          {formatAddress(site)}
          <br />
          <TextLink href={site.mapUrl} external>
            Ver en el mapa
          </TextLink>
        </>
      ) : (
        visit.site
      ),
    ],
    ['Qué traer', bringWords(visit.test_drive)],
  ];
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={layout.contents}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a send that failed says, and whether sending again may work ("Reintentar"). */
export type SendFailure = { readonly message: string; readonly canRetry: boolean };

/**
 * Where the form's actions are, announced politely: a send that waits (its words), or one
 * that failed (its words, and "Reintentar" when sending again may work).
 */
export function SendStatus({
  failure,
  waiting = null,
  onRetry,
}: {
  failure: SendFailure | null;
  waiting?: string | null;
  onRetry?: () => void;
}) {
  return (
    <>
      <div role="status">
        {failure ? (
          <Text tone="critical" weight="medium">
            {failure.message}
          </Text>
        ) : waiting ? (
          <Text size="small">{waiting}</Text>
        ) : null}
      </div>
      {failure?.canRetry && onRetry ? (
        <div>
          <Button variant="secondary" size="small" onClick={onRetry}>
            {messages.retry}
          </Button>
        </div>
      ) : null}
    </>
  );
}
