import { Button, Stack, Text, VisuallyHidden } from '@territorio/design-system';
import type { VisitFlood } from '@territorio/api-client/staff';
import { formatLocalDate } from '../../lib/format';
import { Notice } from '../Notice/Notice';

export type FloodWarningProps = {
  flood: VisitFlood;
  /** Chooses the flood's visits (for the bulk cancel without emails). */
  onChoose: (codes: readonly string[]) => void;
};

/** 'A', 'A y B', 'A, B y C'. */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

/** What the warning says: how many visits, how fast, from how many sources. */
export function floodMessage(flood: VisitFlood): string {
  const where = flood.time ? `del horario de las ${flood.time}` : 'de este día';
  const from =
    flood.sources.length === 1
      ? `un mismo origen (${flood.sources[0]})`
      : `${flood.sources.length} orígenes (${listed(flood.sources)})`;
  const minutes = flood.minutes === 1 ? '1 minuto' : `${flood.minutes} minutos`;
  return (
    `${flood.burst} visitas ${where} se agendaron en ${minutes} desde ${from}: la misma ` +
    'dirección de internet, el mismo teléfono o el mismo email. Pueden ser reservas falsas ' +
    'que ocupan lugares de compradores reales.'
  );
}

/**
 * A slot or a day that filled unusually fast from few sources, said in words (the colour
 * only repeats it), with a button that chooses its visits for the bulk cancel.
 */
export function FloodWarning({ flood, onChoose }: FloodWarningProps) {
  const count = flood.codes.length;
  return (
    <Notice tone="caution">
      <Stack space="small">
        <Text weight="strong">
          Atención: {flood.time ? `horario de las ${flood.time}` : 'día'} con posibles reservas
          falsas
        </Text>
        <Text>{floodMessage(flood)}</Text>
        <div>
          <Button size="small" variant="secondary" onClick={() => onChoose(flood.codes)}>
            Elegir {count === 1 ? 'esta visita' : `estas ${count} visitas`}
            <VisuallyHidden>
              {flood.time ? ` de las ${flood.time}` : ' señaladas'} del{' '}
              {formatLocalDate(flood.date)}
            </VisuallyHidden>
          </Button>
        </div>
      </Stack>
    </Notice>
  );
}
