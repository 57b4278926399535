/**
 * What a unit's page says beyond its version: a used unit's inspection, a unit in transit's
 * arrival, the dealership's note, and the legal warranty of a used unit (shown by its price).
 */
import {
  arrivalText,
  inspectionItems,
  inspectionResultLabels,
  usedWarrantyText,
} from '@territorio/api-client/core';
import type { StockUnitPage as UnitPage } from '@territorio/api-client/core';
import { Heading, Stack, Text } from '@territorio/design-system';
import * as layout from '../../layout/layout.css';
import * as styles from './stock.css';

type Unit = UnitPage['unit'];

const itemLabels = new Map<string, string>(inspectionItems.map((item) => [item.id, item.label]));

/** Each item checked, its result and the inspector's note. */
export function InspectionList({ unit }: { unit: Unit }) {
  if (unit.condition !== 'used' || unit.inspection.length === 0) return null;
  return (
    <section aria-labelledby="unit-inspection-title">
      <Stack space="small">
        <Heading level={3} component="h2" id="unit-inspection-title">
          Inspección
        </Heading>
        <dl className={styles.unitFacts}>
          {unit.inspection.map((checked) => (
            <div key={checked.item} className={layout.contents}>
              <dt>{itemLabels.get(checked.item) ?? checked.item}</dt>
              <dd>
                {inspectionResultLabels[checked.result]}
                {checked.note ? `: ${checked.note}` : null}
              </dd>
            </div>
          ))}
        </dl>
      </Stack>
    </section>
  );
}

/** Next to the price: a used unit's legal warranty, a unit in transit's arrival. */
export function PriceNotes({ unit }: { unit: Unit }) {
  return (
    <>
      {unit.status === 'in_transit' && unit.arrival_date ? (
        <Text>
          <strong>{arrivalText(unit.arrival_date)}</strong>
          {unit.reservable ? null : '. Todavía no se puede reservar online: consultanos.'}
        </Text>
      ) : null}
      {unit.condition === 'used' ? <Text size="small">{usedWarrantyText}</Text> : null}
    </>
  );
}

/** The dealership's note about this unit. */
export function PublicNote({ unit }: { unit: Unit }) {
  if (!unit.public_note) return null;
  return (
    <section aria-labelledby="unit-note-title">
      <Stack space="small">
        <Heading level={3} component="h2" id="unit-note-title">
          Sobre esta unidad
        </Heading>
        <Text>{unit.public_note}</Text>
      </Stack>
    </section>
  );
}
