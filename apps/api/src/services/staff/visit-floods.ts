/**
 * The agenda's flood signal (api-client `visitFloodRules`): which live visits shown came
 * from one source, and which slots and days filled unusually fast from few sources.
 *
 * A source is a set of bookings tied by the same client address (`client_key`, a keyed
 * hash of it), the same telephone (`telephone_key`) or the same email
 * (`email_normalized`), transitively: a throwaway email with a reused telephone is the
 * same source. A key that is null (rows older than those columns) ties nothing: unknown
 * is not "the same". A slot or a day is flagged when, within the rule's minutes from the
 * first of them, at least the rule's number of its bookings came from at most the rule's
 * number of sources, each of which made two or more; the flag lists every live visit of those sources there, for staff to
 * check and cancel together. It is a signal for a person, never an automatic refusal: a
 * family booking two cars for one slot is flagged too.
 */
import { visitFloodRules, type VisitFlood } from '@territorio/api-client/staff';
import type { VisitRow } from '../../repositories/visits';

type FloodRow = Pick<
  VisitRow,
  | 'code'
  | 'status'
  | 'local_date'
  | 'local_time'
  | 'created_at'
  | 'client_key'
  | 'telephone_key'
  | 'email_normalized'
>;

/** 'A' ... 'Z', 'AA', 'AB', ...: short labels a person can match by eye. */
function label(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : `${label(Math.floor(index / 26) - 1)}${letter}`;
}

/**
 * Each live visit's source, by code: a label for sources with two or more live visits
 * among `rows` (in the order of their first booking), no entry for the others.
 */
export function visitSources(rows: readonly FloodRow[]): Map<string, string> {
  const live = rows
    .filter((row) => row.status === 'booked')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const parent = live.map((_row, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index]!]!;
    return index;
  };
  const firstWithKey = new Map<string, number>();
  live.forEach((row, index) => {
    const keys = [
      row.client_key ? `client:${row.client_key}` : null,
      row.telephone_key ? `telephone:${row.telephone_key}` : null,
      `email:${row.email_normalized}`,
    ];
    for (const key of keys) {
      if (key === null) continue;
      const first = firstWithKey.get(key);
      if (first === undefined) firstWithKey.set(key, index);
      else parent[root(index)] = root(first);
    }
  });
  const members = new Map<number, number[]>();
  live.forEach((_row, index) => {
    const group = members.get(root(index)) ?? [];
    group.push(index);
    members.set(root(index), group);
  });
  const labels = new Map<string, string>();
  let next = 0;
  // Groups in the order of their first booking (`live` is in booking order).
  const ordered = [...members.values()].sort((a, b) => a[0]! - b[0]!);
  for (const group of ordered) {
    if (group.length < 2) continue;
    const name = label(next);
    next += 1;
    for (const index of group) labels.set(live[index]!.code, name);
  }
  return labels;
}

type Rule = { readonly bookings: number; readonly sources: number; readonly minutes: number };

/**
 * The densest burst of `rows` (one slot or day, in booking order) the rule flags: within
 * `minutes` of a booking, the most bookings from at most `rule.sources` sources (each with
 * two or more of them), if that reaches `rule.bookings`.
 */
function densestBurst(rows: readonly FloodRow[], sourceOf: (code: string) => string, rule: Rule) {
  let best: { sources: string[]; burst: number; minutes: number } | undefined;
  rows.forEach((first, start) => {
    const opened = Date.parse(first.created_at);
    const inWindow = rows
      .slice(start)
      .filter((row) => Date.parse(row.created_at) - opened <= rule.minutes * 60_000);
    const counts = new Map<string, FloodRow[]>();
    for (const row of inWindow) {
      const source = sourceOf(row.code);
      counts.set(source, [...(counts.get(source) ?? []), row]);
    }
    // A source with one booking there is nobody's flood: it never makes up the count.
    const top = [...counts.entries()]
      .filter(([, of]) => of.length >= 2)
      .sort((a, b) => b[1].length - a[1].length)
      .slice(0, rule.sources);
    const burst = top.reduce((sum, [, of]) => sum + of.length, 0);
    if (burst < rule.bookings || (best && burst <= best.burst)) return;
    const times = top.flatMap(([, of]) => of.map((row) => Date.parse(row.created_at)));
    best = {
      sources: top.map(([source]) => source),
      burst,
      minutes: Math.max(1, Math.ceil((Math.max(...times) - Math.min(...times)) / 60_000)),
    };
  });
  return best;
}

/** The slots and days of `rows` that filled unusually fast from few sources, in time order. */
export function findFloods(
  rows: readonly FloodRow[],
  sources: ReadonlyMap<string, string>,
): VisitFlood[] {
  const live = rows
    .filter((row) => row.status === 'booked')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  // A visit sharing its source with none is a source of its own, never labelled.
  const sourceOf = (code: string) => sources.get(code) ?? `only:${code}`;
  const groups = new Map<string, { date: string; time: string | null; rows: FloodRow[] }>();
  for (const row of live) {
    for (const time of [row.local_time, null]) {
      const key = `${row.local_date} ${time ?? ''}`;
      const group = groups.get(key) ?? { date: row.local_date, time, rows: [] };
      group.rows.push(row);
      groups.set(key, group);
    }
  }
  const floods: VisitFlood[] = [];
  for (const group of groups.values()) {
    const rule =
      group.time === null
        ? {
            bookings: visitFloodRules.dayBookings,
            sources: visitFloodRules.daySources,
            minutes: visitFloodRules.dayMinutes,
          }
        : {
            bookings: visitFloodRules.slotBookings,
            sources: visitFloodRules.slotSources,
            minutes: visitFloodRules.slotMinutes,
          };
    const burst = densestBurst(group.rows, sourceOf, rule);
    if (!burst) continue;
    const flagged = new Set(burst.sources);
    floods.push({
      date: group.date,
      time: group.time,
      sources: burst.sources,
      codes: group.rows.filter((row) => flagged.has(sourceOf(row.code))).map((row) => row.code),
      burst: burst.burst,
      minutes: burst.minutes,
    });
  }
  // A day before its slots, then the slots in time order.
  return floods.sort(
    (a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? ''),
  );
}
