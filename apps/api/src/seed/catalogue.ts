/**
 * Families, subfamilies, stock units and offers built, deterministically, from ./vehicles.ts.
 *
 * Ids: family = brand * 100 + n (101 Polo, 201 Onix, 401 Versa, 601 X35...), subfamily =
 * family * 10 + n (1011 Polo Track...), stock units 1..N in definition order.
 * Every unit: price = list_price = the version's list price; discount = the family's web
 * discount unless the unit has a special discount (then discount = 0, model_year 2025 and
 * the unit is an offer); license_price = 4 % of the list price in Mendoza, 4,5 % in San Juan;
 * delivery_price per brand (pick-ups a bit more). USD families carry USD amounts throughout.
 */
import { sites } from '@territorio/site-config';
import type { VehicleBrandId } from '@territorio/api-client';
import { energyLabels } from './energy';
import {
  arrivingUnitDefs,
  seedInspection,
  usedUnitDefs,
  type ArrivingUnitDef,
  type UsedUnitDef,
} from './dealer-stock';
import { familyDefs, paints, type FamilyDef, type Paint } from './vehicles';
import type { SeedFamily, SeedOffer, SeedStockUnit, SeedSubfamily } from './types';

/** Dollar rate of the seed (intranet /usd/rate). */
export const usdRate = 1480.5;

export const locations: string[] = sites.map((site) => site.name);

const deliveryArs: Record<VehicleBrandId, number> = {
  1: 950000,
  2: 880000,
  4: 1050000,
  6: 690000,
};

/** World manufacturer identifier and plant letter per brand (VIN positions 1-3 and 11). */
const vinMaker: Record<VehicleBrandId, { wmi: string; plant: string }> = {
  1: { wmi: '8AW', plant: 'P' },
  2: { wmi: '9BG', plant: 'A' },
  4: { wmi: '3N1', plant: 'C' },
  6: { wmi: 'LNB', plant: 'B' },
};

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function familyImage(def: Pick<FamilyDef, 'slug'>): string {
  return `/media/vehicles/${def.slug}.svg`;
}

export function unitImage(def: Pick<FamilyDef, 'slug'>, paint: Paint): string {
  return `/media/vehicles/${def.slug}-${slugify(paint.name)}.svg`;
}

export function familyId(def: FamilyDef): number {
  const sameBrand = familyDefs.filter((other) => other.brand === def.brand);
  return def.brand * 100 + sameBrand.indexOf(def) + 1;
}

const vinValues: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore
const vinWeights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** A 17-character VIN with a valid check digit (position 9). */
export function vin(
  brand: VehicleBrandId,
  familyName: string,
  versionIndex: number,
  doors: number,
  modelYear: number,
  serial: number,
): string {
  const code = (familyName.toUpperCase().replace(/[^A-Z0-9]/g, '') + 'XXX')
    .slice(0, 3)
    .replace(/I/g, '1')
    .replace(/O/g, '0')
    .replace(/Q/g, '9');
  const maker = vinMaker[brand];
  // ISO 3779's model year letters from 2018 (J) on; the seed's years are 2018 to 2026.
  const yearCode = 'JKLMNPRST'[modelYear - 2018] ?? 'T';
  const chars = `${maker.wmi}${code}${versionIndex + 1}${doors}0${yearCode}${maker.plant}${String(serial).padStart(6, '0')}`;
  const sum = [...chars].reduce((total, char, index) => {
    const value = /\d/.test(char) ? Number(char) : (vinValues[char] ?? 0);
    return total + value * (vinWeights[index] ?? 0);
  }, 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return chars.slice(0, 8) + check + chars.slice(9);
}

/** A new car's IVA, percent. */
const ivaRate = 21;

/**
 * The internal tax (Ley 24.674 as updated) of the seed: 18 % on versions from ARS
 * 70.000.000 or USD 60.000 of list price, none below.
 */
export const internalTax = { rate: 18, fromArs: 70_000_000, fromUsd: 60_000 } as const;

function internalTaxRate(currency: 'ars' | 'usd', listPrice: number): number {
  const threshold = currency === 'usd' ? internalTax.fromUsd : internalTax.fromArs;
  return listPrice >= threshold ? internalTax.rate : 0;
}

/** Offers of this brand start on the 1st of the seed day's month; the others on the seed day. */
const offersFromMonthStart: VehicleBrandId = 4;

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** A unit of a version of the catalogue at a site (./dealer-stock.ts): a used unit or one in transit. */
function placedUnit(
  def: UsedUnitDef | ArrivingUnitDef,
  stockId: number,
  modelYear: number,
  price: number,
): SeedStockUnit {
  const family = familyDefs.find((candidate) => candidate.name === def.family);
  const version = family?.versions[def.version];
  if (!family || !version) throw new Error(`Seed: no version ${def.version} of ${def.family}`);
  const paint = paints[family.brand][def.paint % paints[family.brand].length] as Paint;
  const usd = family.currency === 'usd';
  const delivery = deliveryArs[family.brand] + (family.body === 'pickup' ? 150000 : 0);
  const model = `${family.name} ${version.name}`;
  return {
    id: stockId,
    brand_id: family.brand,
    family_id: familyId(family),
    subfamily_id: familyId(family) * 10 + def.version + 1,
    name: model,
    model,
    family: family.name,
    price,
    list_price: price,
    discount: 0,
    special_discount: 0,
    license_price: roundTo(price * (def.site === 'San Juan' ? 0.045 : 0.04), usd ? 10 : 1000),
    delivery_price: usd ? roundTo(delivery / usdRate, 10) : delivery,
    doors: family.doors,
    color: paint.name,
    location: def.site,
    chassis: vin(
      family.brand,
      family.name,
      def.version,
      family.doors,
      modelYear,
      104729 + stockId * 173,
    ),
    currency: family.currency,
    image: unitImage(family, paint),
    model_year: modelYear,
  };
}

/** The used units and the units in transit, numbered from `firstId`. */
function dealerUnits(firstId: number): { used: SeedStockUnit[]; arriving: SeedStockUnit[] } {
  const used = usedUnitDefs.map((def, index) => {
    const family = familyDefs.find((candidate) => candidate.name === def.family);
    const listPrice = family?.versions[def.version]?.price ?? 0;
    const step = family?.currency === 'usd' ? 100 : 100_000;
    return {
      ...placedUnit(def, firstId + index, def.modelYear, roundTo(listPrice * def.share, step)),
      used: {
        mileage_km: def.km,
        owners: def.owners,
        plate: def.plate,
        inspection: seedInspection(def),
        public_note: def.note ?? null,
      },
    };
  });
  const arriving = arrivingUnitDefs.map((def, index) => {
    const family = familyDefs.find((candidate) => candidate.name === def.family);
    const listPrice = family?.versions[def.version]?.price ?? 0;
    const stockId = firstId + used.length + index;
    return { ...placedUnit(def, stockId, 2026, listPrice), arrival: def.arrival };
  });
  return { used, arriving };
}

function build(): {
  families: SeedFamily[];
  subfamilies: SeedSubfamily[];
  stock: SeedStockUnit[];
  arriving: SeedStockUnit[];
  offers: SeedOffer[];
} {
  const families: SeedFamily[] = [];
  const subfamilies: SeedSubfamily[] = [];
  const stock: SeedStockUnit[] = [];
  let nextStockId = 1;

  familyDefs.forEach((def, familyIndex) => {
    const id = familyId(def);
    const image = familyImage(def);
    families.push({
      id,
      brand_id: def.brand,
      name: def.name,
      family: def.name,
      article: def.article,
      description: def.description,
      image,
      currency: def.currency,
      discount: def.discount,
    });
    const palette = paints[def.brand];
    const usd = def.currency === 'usd';
    const delivery = deliveryArs[def.brand] + (def.body === 'pickup' ? 150000 : 0);

    def.versions.forEach((version, versionIndex) => {
      const subfamilyId = id * 10 + versionIndex + 1;
      const energy = energyLabels[def.name]?.[versionIndex];
      subfamilies.push({
        id: subfamilyId,
        family_id: id,
        brand_id: def.brand,
        name: version.name,
        features: version.features,
        image,
        currency: def.currency,
        price: version.price,
        iva_rate: ivaRate,
        internal_tax_rate: internalTaxRate(def.currency, version.price),
        energy_class: energy?.[0] ?? null,
        consumption_l_100km: energy?.[1] ?? null,
        co2_g_km: energy?.[2] ?? null,
      });
      for (let unit = 0; unit < version.units; unit += 1) {
        const stockId = nextStockId;
        nextStockId += 1;
        const special = version.special?.[unit] ?? 0;
        const modelYear = special > 0 ? 2025 : 2026;
        const paint = palette[(unit * 2 + versionIndex + familyIndex) % palette.length] as Paint;
        const location = locations[(stockId + familyIndex) % locations.length] as string;
        const licenseRate = location === 'San Juan' ? 0.045 : 0.04;
        const model = `${def.name} ${version.name}`;
        stock.push({
          id: stockId,
          brand_id: def.brand,
          family_id: id,
          subfamily_id: subfamilyId,
          name: model,
          model,
          family: def.name,
          price: version.price,
          list_price: version.price,
          discount: special > 0 ? 0 : def.discount,
          special_discount: special,
          license_price: roundTo(version.price * licenseRate, usd ? 10 : 1000),
          delivery_price: usd ? roundTo(delivery / usdRate, 10) : delivery,
          doors: def.doors,
          color: paint.name,
          location,
          chassis: vin(
            def.brand,
            def.name,
            versionIndex,
            def.doors,
            modelYear,
            104729 + stockId * 173,
          ),
          currency: def.currency,
          image: unitImage(def, paint),
          model_year: modelYear,
        });
      }
    });
  });

  // Offers: every unit with a special discount; the best ones per brand are the 4 largest
  // discounts (in pesos: USD discounts are compared at the seed's dollar rate).
  const offerUnits = stock.filter((unit) => unit.special_discount > 0);
  const inPesos = (unit: SeedStockUnit) =>
    unit.special_discount * (unit.currency === 'usd' ? usdRate : 1);
  const best = new Set<number>();
  for (const brand of [1, 2, 4, 6] as const) {
    offerUnits
      .filter((unit) => unit.brand_id === brand)
      .sort((a, b) => inPesos(b) - inPesos(a))
      .slice(0, 4)
      .forEach((unit) => best.add(unit.id));
  }
  const offers = offerUnits.map((unit) => ({
    stock_id: unit.id,
    best: best.has(unit.id),
    valid_from: unit.brand_id === offersFromMonthStart ? { monthStart: 0 } : { days: 0 },
    valid_until: { monthEnd: 1 },
  }));

  const { used, arriving } = dealerUnits(nextStockId);
  return { families, subfamilies, stock: [...stock, ...used], arriving, offers };
}

export const catalogue = build();

/** Family definition by family id (for media and other seed files). */
export function familyById(id: number): SeedFamily {
  const family = catalogue.families.find((candidate) => candidate.id === id);
  if (!family) throw new Error(`Seed: unknown family ${id}`);
  return family;
}
