/**
 * The seed against the contract: every row parses with the api-client schemas (as the
 * server will send it), and the invariants the server and the apps rely on hold.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  brandIds,
  creditPlanSchema,
  familySchema,
  offerSchema,
  parametersSchema,
  paymentConfigSchema,
  promotionSchema,
  savingPlanSchema,
  serviceCategorySchema,
  stockVehicleSchema,
  storyCategorySchema,
  pictureVariants,
  storyPosterVariants,
  subfamilySchema,
  usdRateSchema,
  usedBrandSchema,
  usedModelSchema,
  usedVersionSchema,
  vehicleBrandIds,
} from '@territorio/api-client';
import { businessToday, financingTerms, isCurrent, type PictureKind } from '@territorio/api-client';
import { internalTax } from './catalogue';
import { resolveSeedDate } from './dates';
import { seedData } from './index';
import { popupPath } from './media-manifest';

const mediaRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../media');
const { families, subfamilies, stock, offers, parameters } = seedData;

function duplicates<T>(values: T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** Every '/media/...' string in the seed, including src attributes inside HTML. */
function mediaPaths(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) found.add(value);
    for (const match of value.matchAll(/(?:src|href)="(\/media\/[^"]+)"/g)) {
      if (match[1]) found.add(match[1]);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) mediaPaths(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) mediaPaths(item, found);
  }
  return found;
}

function mediaFile(path: string): string {
  return join(mediaRoot, path.replace(/^\/media\//, ''));
}

function svgSize(path: string): { width: number; height: number } {
  const head = readFileSync(mediaFile(path), 'utf8').slice(0, 400);
  const width = Number(/width="(\d+)"/.exec(head)?.[1]);
  const height = Number(/height="(\d+)"/.exec(head)?.[1]);
  return { width, height };
}

function folderSize(folder: string): number {
  return readdirSync(folder).reduce((total, name) => {
    const file = join(folder, name);
    const stats = statSync(file);
    return total + (stats.isDirectory() ? folderSize(file) : stats.size);
  }, 0);
}

const vinValues: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore
const vinWeights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

describe('seed against the contract schemas', () => {
  it('families, subfamilies and stock parse with derived fields added', () => {
    for (const family of families) {
      const count = stock.filter((unit) => unit.family_id === family.id).length;
      const prices = subfamilies
        .filter((sub) => sub.family_id === family.id)
        .map((sub) => sub.price ?? Infinity);
      familySchema.parse({ ...family, stock_count: count, price: Math.min(...prices) });
    }
    for (const subfamily of subfamilies) {
      const count = stock.filter((unit) => unit.subfamily_id === subfamily.id).length;
      subfamilySchema.parse({ ...subfamily, stock_count: count });
    }
    for (const unit of stock) {
      const parsed = stockVehicleSchema.parse({ ...unit, status: 'available' });
      expect(parsed.chassis).toBe(unit.chassis);
      expect(parsed.license_cost).toBe(unit.license_price);
    }
  });

  it('offers build into wire offers', () => {
    for (const offer of offers) {
      const unit = stock.find((candidate) => candidate.id === offer.stock_id);
      expect(unit).toBeDefined();
      if (!unit) continue;
      offerSchema.parse({ ...unit, discount: unit.special_discount });
    }
  });

  it('plans, parameters, services, credits, used catalogue, promotions, payment', () => {
    for (const plan of seedData.savingPlans) savingPlanSchema.parse(plan);
    const today = businessToday();
    parametersSchema.parse({
      ...parameters,
      news: parameters.news.map((item) => ({
        ...item,
        ends_at: resolveSeedDate(item.ends_at ?? null, today),
      })),
    });
    for (const category of seedData.serviceCategories) serviceCategorySchema.parse(category);
    for (const plan of seedData.creditPlans)
      creditPlanSchema.parse({ ...plan, avg_installment: 1 });
    usdRateSchema.parse({ value: seedData.usdRate });
    for (const brand of seedData.usedCatalogue) {
      usedBrandSchema.parse(brand);
      for (const model of brand.models) {
        usedModelSchema.parse(model);
        for (const version of model.versions) usedVersionSchema.parse(version);
      }
    }
    for (const promotion of seedData.promotions) {
      promotionSchema.parse({
        ...promotion,
        valid_from: resolveSeedDate(promotion.valid_from, today),
        valid_until: resolveSeedDate(promotion.valid_until, today),
      });
    }
    for (const config of seedData.paymentConfigs) {
      paymentConfigSchema.parse({
        ...config,
        checkout_url: `http://localhost${config.checkout_path}`,
      });
    }
  });
});

describe('seed invariants', () => {
  it('ids, chassis, codia and codes are unique', () => {
    expect(duplicates(families.map((row) => row.id))).toEqual([]);
    expect(duplicates(subfamilies.map((row) => row.id))).toEqual([]);
    expect(duplicates(stock.map((row) => row.id))).toEqual([]);
    expect(duplicates(stock.map((row) => row.chassis))).toEqual([]);
    expect(duplicates(offers.map((row) => row.stock_id))).toEqual([]);
    expect(duplicates(seedData.savingPlans.map((row) => row.id))).toEqual([]);
    expect(duplicates(parameters.news.map((row) => row.id))).toEqual([]);
    expect(duplicates(parameters.stories.map((row) => row.id))).toEqual([]);
    expect(duplicates(parameters.stories.map((row) => row.slug_url))).toEqual([]);
    expect(duplicates(parameters.banners.map((row) => row.id))).toEqual([]);
    expect(duplicates(parameters.salesmen.map((row) => row.id))).toEqual([]);
    expect(duplicates(seedData.serviceCategories.map((row) => row.id))).toEqual([]);
    expect(
      duplicates(seedData.serviceCategories.flatMap((row) => row.services.map((s) => s.id))),
    ).toEqual([]);
    expect(duplicates(seedData.creditPlans.map((row) => row.id))).toEqual([]);
    expect(duplicates(seedData.usedCatalogue.map((row) => row.id))).toEqual([]);
    const codias = seedData.usedCatalogue.flatMap((b) =>
      b.models.flatMap((m) => m.versions.map((v) => v.codia)),
    );
    expect(duplicates(codias)).toEqual([]);
    expect(duplicates(seedData.promotions.map((row) => row.code.toUpperCase()))).toEqual([]);
  });

  it('chassis numbers are 17-character VINs with a valid check digit', () => {
    for (const unit of stock) {
      expect(unit.chassis).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      const sum = [...unit.chassis].reduce(
        (total, char, index) =>
          total +
          (/\d/.test(char) ? Number(char) : (vinValues[char] ?? 0)) * (vinWeights[index] ?? 0),
        0,
      );
      expect(unit.chassis[8]).toBe(sum % 11 === 10 ? 'X' : String(sum % 11));
    }
  });

  it('every reference points at an existing row', () => {
    const familyIds = new Set(families.map((row) => row.id));
    const subfamilyById = new Map(subfamilies.map((row) => [row.id, row]));
    for (const sub of subfamilies) {
      expect(familyIds.has(sub.family_id)).toBe(true);
      expect(families.find((f) => f.id === sub.family_id)?.brand_id).toBe(sub.brand_id);
    }
    for (const unit of stock) {
      const sub = subfamilyById.get(unit.subfamily_id);
      expect(sub?.family_id).toBe(unit.family_id);
      expect(sub?.brand_id).toBe(unit.brand_id);
      expect(families.find((f) => f.id === unit.family_id)?.family).toBe(unit.family);
    }
    for (const plan of seedData.savingPlans) expect(familyIds.has(plan.family_id ?? -1)).toBe(true);
    for (const vehicle of parameters.vehicles) expect(familyIds.has(vehicle.family_id)).toBe(true);
    const chassis = new Set(stock.map((unit) => unit.chassis));
    for (const promotion of seedData.promotions) {
      if (promotion.chassis) expect(chassis.has(promotion.chassis)).toBe(true);
      if (promotion.family) {
        expect(families.some((f) => f.family === promotion.family)).toBe(true);
      }
    }
  });

  it('each car brand has 4 to 8 families, versions, stock and a version without stock', () => {
    for (const brand of vehicleBrandIds) {
      const own = families.filter((row) => row.brand_id === brand);
      expect(own.length).toBeGreaterThanOrEqual(4);
      expect(own.length).toBeLessThanOrEqual(8);
      for (const family of own) {
        expect(subfamilies.some((sub) => sub.family_id === family.id)).toBe(true);
      }
      expect(stock.some((unit) => unit.brand_id === brand)).toBe(true);
    }
    const empty = subfamilies.filter((sub) => !stock.some((unit) => unit.subfamily_id === sub.id));
    expect(empty.length).toBeGreaterThan(0);
    expect(stock.length).toBeGreaterThanOrEqual(60);
    for (const sub of subfamilies) {
      expect(sub.features.length).toBeGreaterThanOrEqual(4);
      expect(sub.features.length).toBeLessThanOrEqual(8);
    }
    expect(new Set(stock.map((unit) => unit.location))).toEqual(
      new Set(['Godoy Cruz', 'San Rafael', 'San Juan']),
    );
    expect(families.some((row) => row.currency === 'usd')).toBe(true);
  });

  it('offers are exactly the units with a special discount, per brand, with best ones', () => {
    const special = stock.filter((unit) => unit.special_discount > 0).map((unit) => unit.id);
    expect(offers.map((offer) => offer.stock_id).sort((a, b) => a - b)).toEqual(
      [...special].sort((a, b) => a - b),
    );
    for (const brand of vehicleBrandIds) {
      const own = offers.filter(
        (offer) => stock.find((unit) => unit.id === offer.stock_id)?.brand_id === brand,
      );
      expect(own.some((offer) => offer.best)).toBe(true);
    }
    const familiesWithOffers = (brand: number) =>
      new Set(
        offers
          .map((offer) => stock.find((unit) => unit.id === offer.stock_id))
          .filter((unit) => unit?.brand_id === brand)
          .map((unit) => unit?.family_id),
      ).size;
    expect(Math.max(...vehicleBrandIds.map(familiesWithOffers))).toBeGreaterThanOrEqual(3);
  });

  it('savings plans: VW brand and group, Chevrolet, Nissan, none for BAIC', () => {
    const plans = seedData.savingPlans;
    expect(plans.some((p) => p.brand_id === 1 && p.provider === 'brand')).toBe(true);
    expect(plans.some((p) => p.brand_id === 1 && p.provider === 'group')).toBe(true);
    expect(plans.some((p) => p.brand_id === 2)).toBe(true);
    expect(plans.some((p) => p.brand_id === 4)).toBe(true);
    expect(plans.some((p) => p.brand_id === 6)).toBe(false);
    for (const plan of plans) {
      expect([84, 120]).toContain(plan.installments);
      const family = families.find((f) => f.id === plan.family_id);
      expect(family?.brand_id).toBe(plan.brand_id);
    }
  });

  it('parameters: booking prices, news, stories, banners, contact methods', () => {
    for (const brand of brandIds) {
      expect(parameters.services[`${brand}`].booking_price).toBeGreaterThan(0);
    }
    expect(parameters.news.length).toBeGreaterThanOrEqual(8);
    expect(new Set(parameters.news.map((item) => item.brand_id))).toEqual(new Set([1, 2, 4, 5]));
    expect(parameters.news.filter((item) => /<script/i.test(item.content))).toHaveLength(1);
    for (const item of parameters.news) expect(item.display_date.startsWith('2026-')).toBe(true);
    for (const category of storyCategorySchema.options) {
      const count = parameters.stories.filter((s) => s.category_string === category).length;
      expect(count).toBeGreaterThanOrEqual(2);
    }
    for (const banner of parameters.banners) {
      expect(banner.images.some((image) => image.width > image.height)).toBe(true);
      expect(banner.images.some((image) => image.width < image.height)).toBe(true);
      for (const image of banner.images) {
        expect(svgSize(image.path)).toEqual({ width: image.width, height: image.height });
      }
    }
    expect(parameters.popups.length).toBeGreaterThanOrEqual(1);
    // spec 3: the first administration entry feeds the call links; it is the group's.
    const groupAdmin = parameters.contact_methods.find((m) => m.department === 'administration');
    expect(groupAdmin?.brand_id).toBe(5);
    expect(groupAdmin?.zoom_link).toMatch(/^https:\/\/zoom\.us\/j\//);
    expect(groupAdmin?.whatsapp_number).toBeTruthy();
    for (const brand of vehicleBrandIds) {
      const own = parameters.salesmen.filter((s) => s.brand_id === brand);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
    }
  });

  it('credit plans: ranges that thin out, costs that make every claim honest', () => {
    const plans = seedData.creditPlans;
    const within = (amount: number) =>
      plans.filter((plan) => amount >= plan.financed_min && amount <= plan.financed_max);
    for (let amount = 5000000; amount < 40000000; amount += 1000000) {
      expect(within(amount + 1000000).length).toBeLessThanOrEqual(within(amount).length);
    }
    expect(within(41000000)).toEqual([]);
    expect(plans.some((plan) => plan.financed_max === 40000000)).toBe(true);
    expect(plans.every((plan) => !(plan.brand_ids as number[]).includes(6))).toBe(true);
    // BCRA A 5853: the 'Tasa 0 %' plan carries a fee, so it may not read as free.
    const zero = plans.find((plan) => plan.annual_rate === 0)!;
    expect(zero.granting_fee_rate).toBeGreaterThan(0);
    const terms = (plan: (typeof plans)[number]) =>
      financingTerms(
        {
          months: plan.months,
          annualRate: plan.annual_rate,
          interestVatRate: plan.interest_vat_rate,
          grantingFeeRate: plan.granting_fee_rate,
          monthlyInsuranceRate: plan.monthly_insurance_rate,
        },
        plan.financed_min,
      );
    expect(terms(zero).cftea).toBeGreaterThan(0);
    expect(
      plans.some((plan) => plan.granting_fee_rate === 0 && plan.monthly_insurance_rate === 0),
    ).toBe(true);
    for (const plan of plans) {
      expect(plan.interest_vat_rate).toBe(21);
      expect(plan.system).toBe('french');
      expect(plan.granting_fee_rate).toBeLessThanOrEqual(4);
      expect(plan.monthly_insurance_rate).toBeLessThanOrEqual(0.12);
    }
  });

  it('the reference plan is a plan of the seed, serves the car brands and finances part of the price', () => {
    const { credit_plan_id: planId, share_percent: share } = seedData.referenceFinancing;
    const plan = seedData.creditPlans.find((candidate) => candidate.id === planId);
    expect(plan?.name).toBe('Prendario tasa fija 36 meses');
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThanOrEqual(100);
    // Every brand but BAIC (which has no plan) shows an instalment on its units.
    expect([...plan!.brand_ids].sort()).toEqual([1, 2, 4]);
    const financed = seedData.stock
      .filter((unit) => unit.currency === 'ars' && plan!.brand_ids.includes(unit.brand_id))
      .map((unit) => Math.round((unit.price * share) / 100));
    expect(financed.some((amount) => amount >= plan!.financed_min)).toBe(true);
  });

  it('versions carry their national taxes and an energy label', () => {
    for (const version of subfamilies) {
      expect(version.iva_rate).toBe(21);
      const threshold = version.currency === 'usd' ? internalTax.fromUsd : internalTax.fromArs;
      expect(version.internal_tax_rate).toBe((version.price ?? 0) >= threshold ? 18 : 0);
      expect(version.energy_class).toMatch(/^[A-G]$/);
      expect(Number.isInteger(version.consumption_l_100km! * 10)).toBe(true);
      expect(Number.isInteger(version.co2_g_km)).toBe(true);
      if (/hybrid|e-power/i.test(version.name)) expect(version.energy_class).toBe('A');
    }
    expect(subfamilies.some((version) => version.internal_tax_rate === 18)).toBe(true);
  });

  it('offers, promotions and news hold on the seed day; dated ones carry their end', () => {
    const today = businessToday();
    const nextMonthEnd = resolveSeedDate({ monthEnd: 1 }, today);
    for (const offer of offers) {
      const window = {
        valid_from: resolveSeedDate(offer.valid_from, today),
        valid_until: resolveSeedDate(offer.valid_until, today),
      };
      expect(isCurrent(window, today)).toBe(true);
      expect(window.valid_until).toBe(nextMonthEnd);
    }
    for (const promotion of seedData.promotions) {
      const window = {
        valid_from: resolveSeedDate(promotion.valid_from, today),
        valid_until: resolveSeedDate(promotion.valid_until, today),
      };
      expect(isCurrent(window, today), promotion.code).toBe(promotion.code !== 'VERANO2025');
    }
    for (const item of parameters.news) {
      // A date in the copy is the item's own end, written in when the database is seeded.
      expect(item.content, item.title).not.toMatch(/\d{1,2} de [a-z]+( de 20\d\d)?/);
      if (/válida hasta|\{\{ends_at\}\}/.test(item.content)) {
        expect(item.content, item.title).toContain('{{ends_at}}');
        expect(item.ends_at, item.title).toBeTruthy();
      }
    }
  });

  it('used catalogue and promotions are complete enough to test valuations and codes', () => {
    expect(seedData.usedCatalogue.length).toBeGreaterThanOrEqual(8);
    for (const brand of seedData.usedCatalogue) {
      expect(brand.models.length).toBeGreaterThan(0);
      for (const model of brand.models) {
        for (const version of model.versions) {
          expect(version.base_value).toBeGreaterThan(0);
          expect(version.launch_year).toBeLessThanOrEqual(2026);
        }
      }
    }
    const promotions = seedData.promotions;
    expect(promotions.some((p) => p.money_discount !== null)).toBe(true);
    expect(promotions.some((p) => p.percentage_discount !== null)).toBe(true);
    expect(promotions.some((p) => p.discoverable)).toBe(true);
    expect(seedData.paymentConfigs.map((c) => c.brand_id).sort()).toEqual([1, 2, 4, 6]);
  });
});

describe('seed media', () => {
  it('every referenced file exists', () => {
    const missing = [...mediaPaths(seedData)].filter((path) => !existsSync(mediaFile(path)));
    expect(missing).toEqual([]);
  });

  it('every story poster has its AVIF and WebP variants, each lighter than the JPEG', () => {
    for (const story of parameters.stories) {
      const poster = story.poster_path ?? '';
      const variants = storyPosterVariants(poster);
      expect(variants).toHaveLength(4);
      for (const variant of variants) {
        expect(existsSync(mediaFile(variant.path)), variant.path).toBe(true);
        expect(statSync(mediaFile(variant.path)).size).toBeLessThan(
          statSync(mediaFile(poster)).size,
        );
      }
    }
  });

  it('every vehicle, banner, popup and news picture has its WebP copies', () => {
    const kindOf = (path: string): PictureKind | null => {
      if (path === popupPath) return 'popup';
      if (path.startsWith('/media/vehicles/')) return 'vehicle';
      if (path.startsWith('/media/news/')) return 'news';
      if (path.startsWith('/media/banners/')) {
        return path.endsWith('-desktop.svg') ? 'bannerDesktop' : 'bannerMobile';
      }
      return null;
    };
    const pictures = [...mediaPaths(seedData)].filter((path) => path.endsWith('.svg'));
    let checked = 0;
    for (const path of pictures) {
      const kind = kindOf(path);
      if (!kind) continue;
      const variants = pictureVariants(path, kind);
      expect(variants.length, path).toBeGreaterThan(0);
      for (const variant of variants) {
        expect(existsSync(mediaFile(variant.path)), variant.path).toBe(true);
        const head = readFileSync(mediaFile(variant.path)).subarray(0, 12).toString('latin1');
        expect(head.startsWith('RIFF') && head.endsWith('WEBP'), variant.path).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('stays small: clips under 200 KB, the folder under 4 MB', () => {
    for (const story of parameters.stories) {
      expect(statSync(mediaFile(story.video_path)).size).toBeLessThan(200 * 1024);
    }
    expect(folderSize(mediaRoot)).toBeLessThan(4 * 1024 * 1024);
  });
});
