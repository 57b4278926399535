/**
 * The seed's used units and units in transit (built into stock units by ./catalogue.ts,
 * after the new units, so their ids come last). Each is a version of the catalogue: a used
 * unit with its kilometres, owners, plate and a full inspection, some with a public note;
 * a unit in transit with its arrival a couple of weeks after the seed day.
 */
import type { Inspection, InspectionItemId } from '@territorio/api-client';
import { inspectionItems } from '@territorio/api-client';
import type { SeedDate } from './dates';

type UnitPlace = {
  /** The family's name ('Polo') and the version's index in it. */
  readonly family: string;
  readonly version: number;
  /** The site's name. */
  readonly site: string;
  /** The paint's index in the brand's palette. */
  readonly paint: number;
};

export type UsedUnitDef = UnitPlace & {
  readonly modelYear: number;
  readonly km: number;
  readonly owners: number;
  readonly plate: string;
  /** The price asked, as a share of the version's list price today (rounded to $100.000). */
  readonly share: number;
  /** Items checked with observations (the rest verified). */
  readonly observed?: Partial<Record<InspectionItemId, string>>;
  readonly note?: string;
};

export type ArrivingUnitDef = UnitPlace & { readonly arrival: SeedDate };

export const usedUnitDefs: readonly UsedUnitDef[] = [
  { family: 'Polo', version: 1, site: 'Godoy Cruz', paint: 1, modelYear: 2021, km: 45_000, owners: 1, plate: 'AE123BC', share: 0.68 },
  {
    family: 'Amarok', version: 1, site: 'San Juan', paint: 2, modelYear: 2020, km: 95_000, owners: 2, plate: 'AD456FG', share: 0.55,
    observed: { tyres: 'Neumáticos traseros al 40 %.', body: 'Raspón en el paragolpes trasero.' },
    note: 'Con cúpula y enganche. Service oficial al día.',
  },
  { family: 'T-Cross', version: 1, site: 'San Rafael', paint: 0, modelYear: 2023, km: 21_500, owners: 1, plate: 'AF789HJ', share: 0.8 },
  {
    family: 'Onix', version: 1, site: 'Godoy Cruz', paint: 4, modelYear: 2022, km: 36_000, owners: 1, plate: 'AE321KL', share: 0.72,
    note: 'Único dueño, con manual y duplicado de llave.',
  },
  {
    family: 'Tracker', version: 0, site: 'San Juan', paint: 1, modelYear: 2019, km: 112_000, owners: 3, plate: 'AC567MN', share: 0.5,
    observed: { brakes: 'Pastillas delanteras para cambiar en 5.000 km.' },
  },
  { family: 'Kicks', version: 0, site: 'San Rafael', paint: 2, modelYear: 2021, km: 54_000, owners: 2, plate: 'AE654PR', share: 0.64 },
  {
    family: 'Versa', version: 0, site: 'Godoy Cruz', paint: 0, modelYear: 2018, km: 78_000, owners: 2, plate: 'AB234CD', share: 0.52,
    observed: { interior: 'Tapizado del asiento del conductor gastado.' },
  },
  {
    family: 'X35', version: 0, site: 'San Juan', paint: 0, modelYear: 2022, km: 29_000, owners: 1, plate: 'AF111ST', share: 0.7,
    note: 'Garantía de fábrica vigente hasta 2027.',
  },
]; // prettier-ignore

export const arrivingUnitDefs: readonly ArrivingUnitDef[] = [
  { family: 'Taos', version: 1, site: 'San Juan', paint: 0, arrival: { days: 14 } },
  { family: 'Frontier', version: 0, site: 'Godoy Cruz', paint: 2, arrival: { days: 16 } },
];

/** A used unit's inspection: every item checked, the observed ones with their note. */
export function seedInspection(def: UsedUnitDef): Inspection {
  return Object.fromEntries(
    inspectionItems.map(({ id }) => {
      const note = def.observed?.[id];
      return [id, note === undefined ? { result: 'ok' } : { result: 'observed', note }];
    }),
  );
}
