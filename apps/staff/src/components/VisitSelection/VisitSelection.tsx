import { Button, Inline } from '@territorio/design-system';
import * as styles from './VisitSelection.css';

export type VisitSelectionProps = {
  /** How many booked visits are chosen. */
  count: number;
  onClear: () => void;
  /** Opens the confirmation of the bulk cancel. */
  onCancel: () => void;
};

/**
 * The visits chosen in the agenda, said politely as the choice changes, and what can be
 * done with them: cancel them all without emailing anyone (presumed fake bookings).
 */
export function VisitSelection({ count, onClear, onCancel }: VisitSelectionProps) {
  return (
    <div className={styles.bar}>
      <Inline space="small" alignY="center">
        <p role="status" className={styles.count}>
          {count === 0
            ? 'Ninguna visita elegida. Elegí las visitas falsas con sus casillas o con un aviso.'
            : `${count === 1 ? '1 visita elegida' : `${count} visitas elegidas`}.`}
        </p>
        <Button size="small" variant="secondary" onClick={onClear} disabled={count === 0}>
          Quitar la selección
        </Button>
        <Button size="small" variant="primary" onClick={onCancel} disabled={count === 0}>
          Cancelar las elegidas sin avisar…
        </Button>
      </Inline>
    </div>
  );
}
