/**
 * The parts of a unit's page its first paint needs no script for: the visit and share
 * actions, the financing example under the price, and the similar units' cards (the whole
 * of a gone unit's page). The page loads this file after its own code; the server renders
 * them in place, and they hydrate when it arrives.
 */
import { formatPrice, unitVisitPath, visitBookAction } from '@territorio/api-client/core';
import type { StockListing, StockUnitPage as UnitPage } from '@territorio/api-client/core';
import { Button, FinancingTerms, Heading, Stack } from '@territorio/design-system';
import * as layout from '../../layout/layout.css';
import { financingFigures, StockCard } from './StockCard';

export { ShareLink } from './ShareLink';

/** 'Agendar visita o prueba de manejo' for this unit. */
export function VisitButton({ unitId }: { unitId: number }) {
  return (
    <Button href={unitVisitPath(unitId)} variant="secondary" fullWidth>
      {visitBookAction}
    </Button>
  );
}

export function SimilarUnits({
  similar,
  title,
}: {
  similar: readonly StockListing[];
  title: string;
}) {
  if (similar.length === 0) return null;
  return (
    <section aria-labelledby="similar-units-title" className={layout.section}>
      <Stack space="medium">
        <Heading level={2} id="similar-units-title">
          {title}
        </Heading>
        <ul className={layout.grid}>
          {similar.map((unit) => (
            <li key={unit.id}>
              <StockCard unit={unit} />
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}

export function FinancingExample({
  financing,
}: {
  financing: NonNullable<UnitPage['unit']['financing']>;
}) {
  return (
    <FinancingTerms
      planName={`Ejemplo de financiación: ${financing.plan_name}`}
      bank={financing.bank}
      downPayment={formatPrice(financing.down_payment)}
      amountFinanced={formatPrice(financing.amount_financed)}
      {...financingFigures(financing)}
      footnote="La primera cuota, la más alta del plan: incluye IVA sobre los intereses y seguro. Sujeto a aprobación crediticia del banco."
    />
  );
}
