/**
 * The stock search's data, per API instance: a snapshot of every available unit with its
 * figures (final price in pesos, discount, reference financing), kept while its key holds.
 * The key is the Argentine day (offers end, prices change with it), the dollar rate, the
 * response cache's generation (bumped by `clear()` on this instance) and the stock
 * version, which a trigger raises in the transaction of every change of a unit (migration
 * 012), read on every search with one primary key lookup. A reservation committed by any
 * instance changes the version, so the next search anywhere is answered from a new
 * snapshot (docs/decisions.md, "The stock search").
 *
 * Concurrent searches share one build. A build started after a request began reads
 * everything that request could see, so the request uses it even when its key differs:
 * snapshots only ever move forward.
 */
import {
  businessToday,
  inspectionItems,
  inspectionResults,
  maskPlate,
  messages,
  slugify,
  stockUnitGoneCode,
  type Inspection,
  type VehicleBrandId,
} from '@territorio/api-client';
import type { Db, StockUnitRow } from '../db/schema';
import { DomainError, notFound } from '../domain/errors';
import {
  availableUnits,
  catalogueFamilies,
  readyPhotos,
  stockVersion,
  unitColors,
  versions,
  type VersionRow,
} from '../repositories/stock-search';
import { unitById } from '../repositories/stock';
import { inTransitReservable } from './catalogue/in-transit';
import { pricedUnit, unitDisclosureWire, type PriceDay } from './pricing/unit';
import type { AppContext } from './context';
import { usdRateOf } from './pricing/rates';
import {
  listedVersion,
  loadReferencePlan,
  referencePlanWire,
  stockEntry,
  type ListedVersion,
  type ReferencePlan,
  type StockUnitPageWire,
} from './stock-listing';
import { photosByUnit, photosStamp, unitPhotos } from './stock-photos';
import { searchStock, similarUnits, sortOrders, type StockSnapshot } from './stock-search';

/** A snapshot, what it was priced with, and the answers already made from it. */
type PricedSnapshot = StockSnapshot & {
  readonly day: PriceDay;
  readonly reference: ReferencePlan | null;
  readonly versions: ReadonlyMap<number, ListedVersion>;
  /**
   * Each unit's `updated_at` and its ready photos' stamp as read: an unchanged unit keeps its
   * entry in the next snapshot.
   */
  readonly changedAt: ReadonlyMap<number, string>;
  readonly answers: Map<string, Buffer>;
};

/** Distinct searches whose answers one snapshot keeps (as sent: the address's own text). */
const maxAnswers = 500;

/** The catalogue's names the search reads: families and colours by slug. */
function catalogueNames(
  families: Awaited<ReturnType<typeof catalogueFamilies>>,
  colors: readonly string[],
) {
  const colorNames = new Map<string, string>();
  for (const color of colors) {
    if (!colorNames.has(slugify(color))) colorNames.set(slugify(color), color);
  }
  const familyLabels = new Map(
    families.map((family) => [
      slugify(family.family),
      { label: family.family, brandId: family.brand_id as VehicleBrandId },
    ]),
  );
  return { families: familyLabels, colors: colorNames };
}

/**
 * The snapshot of the units available now. Entries of `previous` are kept for units whose
 * `updated_at` did not change, when the day, the rate and the reference plan are the same:
 * after a reservation only what changed is computed again.
 */
async function buildSnapshot(
  db: Db,
  day: PriceDay,
  previous: PricedSnapshot | undefined,
): Promise<PricedSnapshot> {
  const [rows, versionRows, families, colors, reference, photoRows] = await Promise.all([
    availableUnits(db),
    versions(db),
    catalogueFamilies(db),
    unitColors(db),
    loadReferencePlan(db, previous?.reference ?? null),
    readyPhotos(db),
  ]);
  const photos = photosByUnit(photoRows);
  const changedAt = new Map(
    rows.map((row) => [row.id, `${row.updated_at}|${photosStamp(photos.get(row.id))}`]),
  );
  const reusable =
    previous?.day.today === day.today &&
    previous.day.usdRate === day.usdRate &&
    previous.reference === reference
      ? previous
      : undefined;
  const versionsById = new Map(versionRows.map((row) => [row.id, listedVersion(row)]));
  const familyNames = new Map(families.map((family) => [family.id, family.family]));
  const entries = rows.map((row) => {
    const kept =
      reusable?.changedAt.get(row.id) === changedAt.get(row.id) && reusable?.byId.get(row.id);
    if (kept) return kept;
    const version = versionsById.get(row.subfamily_id) ?? listedVersion(missingVersion);
    const family = familyNames.get(row.family_id) ?? row.family;
    const subject = {
      brandId: row.brand_id,
      family: row.family,
      version: version.name,
      color: row.color,
    };
    const unitPhotoList = unitPhotos(photos.get(row.id) ?? [], subject);
    return stockEntry(row, version, family, day, reference, unitPhotoList);
  });
  return {
    orders: sortOrders(entries),
    byId: new Map(entries.map((entry) => [entry.id, entry])),
    ...catalogueNames(families, colors),
    referencePlan: referencePlanWire(reference),
    day,
    reference,
    versions: versionsById,
    changedAt,
    answers: new Map(),
  };
}

/** What a unit's page shows of it beyond its listing: a used unit's history, its note. */
function unitDetails(stored: StockUnitRow) {
  const used = stored.condition === 'used';
  return {
    owners: used ? stored.owners : null,
    plate_masked: used && stored.plate ? maskPlate(stored.plate) : null,
    inspection: used ? inspectionList(stored.inspection) : [],
    public_note: stored.public_note?.trim() || null,
  };
}

/** The stored inspection (JSON of `Inspection`) as the page lists it, in the checklist's order. */
function inspectionList(stored: string | null) {
  let inspection: Inspection = {};
  try {
    inspection = (stored ? JSON.parse(stored) : {}) as Inspection;
  } catch {
    // An unreadable inspection shows none rather than failing the page.
  }
  return inspectionItems.flatMap(({ id }) => {
    const checked = inspection[id];
    if (!checked || !(inspectionResults as readonly string[]).includes(checked.result)) return [];
    return [{ item: id, result: checked.result, note: checked.note?.trim() || null }];
  });
}

/** A unit's version is always there (a foreign key); this only keeps the types total. */
const missingVersion: VersionRow = {
  id: 0,
  name: '',
  image: '',
  features: '[]',
  iva_rate: 21,
  internal_tax_rate: 0,
  energy_class: null,
  consumption_l_100km: null,
  co2_g_km: null,
};

/**
 * `read` shared by its callers: each call gets a read that started after the call, and the
 * calls that arrive while one read runs share the next one (started on the next turn of the
 * event loop, after every request that arrived with them). Under load the stamp is read a
 * few times per round trip instead of once per request, and never before a request began.
 */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let waiting: Promise<T> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  return () => {
    if (!waiting) {
      const next = running
        .then(() => new Promise((resolve) => setImmediate(resolve)))
        .then(() => {
          waiting = undefined;
          return read();
        });
      waiting = next;
      running = next.catch(() => undefined);
    }
    return waiting;
  };
}

type Building = {
  readonly key: string;
  readonly ticket: number;
  readonly snapshot: Promise<PricedSnapshot>;
};

/** This instance's snapshot, rebuilt when its key changes. */
class StockSnapshots {
  private current: Building | undefined;
  private built: PricedSnapshot | undefined;
  private tickets = 0;
  private readonly readStamp: () => Promise<{ stamp: string; usdRate: number }>;

  constructor(private readonly context: AppContext) {
    this.readStamp = sharedRead(async () => {
      const [version, usdRate] = await Promise.all([
        stockVersion(context.store.db),
        usdRateOf(context),
      ]);
      return { stamp: String(version), usdRate };
    });
  }

  async get(): Promise<PricedSnapshot> {
    const ticket = ++this.tickets;
    const generation = this.context.cache.generation;
    const today = businessToday();
    const { stamp, usdRate } = await this.readStamp();
    const key = `${today}|${usdRate}|${generation}|${stamp}`;
    const current = this.current;
    if (current && (current.key === key || current.ticket > ticket)) return current.snapshot;
    const next: Building = {
      key,
      ticket: ++this.tickets,
      snapshot: buildSnapshot(this.context.store.db, { today, usdRate }, this.built),
    };
    this.current = next;
    next.snapshot.then(
      (snapshot) => {
        if (this.current === next) this.built = snapshot;
      },
      () => {
        if (this.current === next) this.current = undefined;
      },
    );
    return next.snapshot;
  }
}

export function createStockSearch(context: AppContext) {
  const snapshots = new StockSnapshots(context);
  return {
    /**
     * The search answer `{ data }` as JSON bytes, for the address's query string (no '?'),
     * serialised once per snapshot with `serialize` (the route's answer schema).
     */
    async answer(
      search: string,
      serialize: (answer: { data: ReturnType<typeof searchStock> }) => string,
    ): Promise<Buffer> {
      const snapshot = await snapshots.get();
      let body = snapshot.answers.get(search);
      if (!body) {
        const data = searchStock(snapshot, new URLSearchParams(search));
        body = Buffer.from(serialize({ data }), 'utf8');
        if (snapshot.answers.size >= maxAnswers) snapshot.answers.clear();
        snapshot.answers.set(search, body);
      }
      return body;
    },

    /**
     * An available unit's page. A unit that exists but is held, reserved or sold is a
     * DomainError 'gone' carrying similar units; an unknown id is 'not_found'.
     */
    async unitPage(id: number): Promise<StockUnitPageWire> {
      const stored = await unitById(context.store.db, id);
      if (!stored) throw notFound(messages.stockUnitNotFound, 'stock_unit_not_found');
      // Read after the unit's row: the snapshot says whether it is available now.
      const snapshot = await snapshots.get();
      const entry = snapshot.byId.get(id);
      if (entry) {
        return {
          unit: {
            ...entry.listing,
            ...entry.specs,
            ...unitDetails(stored),
            photos: [...entry.photos],
            reservable:
              stored.status !== 'in_transit' || (await inTransitReservable(context.store.db)),
          },
          similar: similarUnits(snapshot, entry),
        };
      }
      const unit = pricedUnit(stored, snapshot.day.today);
      const rates = snapshot.versions.get(stored.subfamily_id)?.rates;
      const priceArs = unitDisclosureWire(
        { ...unit, ...rates },
        snapshot.day.usdRate,
      ).final_price_ars;
      const similar = similarUnits(snapshot, {
        id,
        brandId: stored.brand_id as VehicleBrandId,
        familyId: stored.family_id,
        priceArs,
      });
      throw new DomainError('gone', stockUnitGoneCode, messages.stockUnitGone, {
        extra: { data: { similar } },
      });
    },
  };
}
