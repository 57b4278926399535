/**
 * Table types of the data layer. The same tables and queries run on SQLite and PostgreSQL:
 * dates are ISO-8601 strings, flags are 0/1 integers and nested lists are JSON text, so no
 * query depends on a dialect's own types.
 */
import type { Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { FamilyArticle } from '@territorio/api-client';

/** 'sold': sold at the counter (the staff console); off the catalogue like a reserved unit. */
export type StockStatus =
  'in_transit' | 'available' | 'held' | 'reserved' | 'sold' | 'delivered' | 'retired';
export type OperationStatus = 'open' | 'pending' | 'reserved' | 'cancelled';
/**
 * The payment state machine (services/payments/flow.ts):
 *   created -> approved | pending | in_process | rejected | failed
 *   pending | in_process -> approved | rejected
 *   approved | pending | in_process -> refunding -> refunded (a cancellation)
 *   approved | pending | in_process -> refunded (refunded at the provider, e.g. a chargeback)
 * 'created' is an intent committed with the unit's hold before the provider is called;
 * 'failed' an intent the provider never charged.
 */
export type PaymentStatus =
  | 'created'
  | 'approved'
  | 'pending'
  | 'in_process'
  | 'rejected'
  | 'failed'
  | 'refunding'
  | 'refunded';

export type BrandSettingsTable = {
  brand_id: number;
  booking_price: number | null;
};

export type FamilyTable = {
  id: number;
  brand_id: number;
  name: string;
  family: string;
  /** Lower-cased, dashes as spaces: how a family from a route is matched (seed/types.ts). */
  family_key: string;
  /** 'el' or 'la': the name's article ('la Amarok'). */
  article: FamilyArticle;
  description: string;
  image: string;
  currency: string;
  discount: number;
  position: number;
};

export type SubfamilyTable = {
  id: number;
  family_id: number;
  brand_id: number;
  name: string;
  /** JSON array of strings. */
  features: string;
  image: string;
  currency: string;
  price: number | null;
  position: number;
  /** National taxes in the price, percents: IVA and the internal tax (0 where none applies). */
  iva_rate: Generated<number>;
  internal_tax_rate: Generated<number>;
  /** Energy-efficiency label (Res. 383/2021); null where the version has none. */
  energy_class: EnergyClass | null;
  consumption_l_100km: number | null;
  co2_g_km: number | null;
};

export type EnergyClass = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';

export type StockUnitTable = {
  id: number;
  brand_id: number;
  family_id: number;
  subfamily_id: number;
  name: string;
  model: string;
  family: string;
  price: number;
  list_price: number;
  discount: number;
  special_discount: number;
  license_price: number;
  delivery_price: number;
  doors: number | null;
  color: string;
  location: string;
  chassis: string;
  currency: string;
  image: string;
  model_year: number | null;
  status: StockStatus;
  /** Operation whose payment holds or reserved the unit. */
  held_by: string | null;
  is_offer: number;
  is_best_offer: number;
  /**
   * An offer's validity, inclusive Argentine days ('YYYY-MM-DD'), null = open. Past its
   * end the unit is no offer: off the offers lists, its special discount no longer applies.
   */
  offer_valid_from: string | null;
  offer_valid_until: string | null;
  updated_at: string;
  /** 'new' (0km) or 'used' (migration 015; rules/stock-unit.ts). */
  condition: Generated<'new' | 'used'>;
  /** A used unit's odometer, its owners so far, its plate (shown masked) and inspection. */
  mileage_km: number | null;
  owners: number | null;
  plate: string | null;
  /** JSON of rules/stock-unit.ts `Inspection`. */
  inspection: string | null;
  /** A unit in transit: the day it is expected on the lot ('YYYY-MM-DD'). */
  arrival_date: string | null;
  /** What the public sees about this unit beyond its version's data. */
  public_note: string | null;
};

/** A unit's photo and its processing job (migration 016_unit_photos explains each column). */
export type UnitPhotoTable = {
  id: Generated<number>;
  unit_id: number;
  /** The cover is a unit's lowest position. */
  position: number;
  status: Generated<UnitPhotoStatus>;
  /** The private original in the file storage; never served. */
  original_name: string;
  original_type: string;
  original_bytes: number;
  /** Staff's alt text; null: the default (api-client photos.ts `defaultPhotoAlt`). */
  alt_text: string | null;
  /** Which side of the unit it shows (api-client photos.ts `photoViews`), or null. */
  view: string | null;
  width: number | null;
  height: number | null;
  /** Dominant colour '#rrggbb', the placeholder while the photo loads. */
  color: string | null;
  /** JSON of api-client photos.ts `StoredPhotoVariant[]`; null until ready. */
  variants: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_by: string | null;
  lease_until: string | null;
  error: string | null;
  created_at: string;
  created_by: number | null;
  updated_at: string;
};

export type UnitPhotoStatus = 'processing' | 'ready' | 'failed';

/**
 * A token a dealership system (DMS) pushes its stock with (migration 015): only its hash is
 * kept; `scopes` is a JSON list of the contract's `dmsScopes` ('stock:dry-run', 'stock:apply').
 */
export type DmsTokenTable = {
  id: Generated<number>;
  name: string;
  token_hash: string;
  scopes: string;
  rate_per_minute: number;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

/**
 * One row (id 1) whose version a trigger raises with every insert, update or delete of a
 * stock unit, in the same transaction: the stock search's stamp (migration 012).
 */
export type StockChangesTable = {
  id: number;
  version: number;
};

export type SavingPlanTable = {
  id: number;
  brand_id: number;
  name: string;
  model: string;
  family: string;
  family_id: number | null;
  installments: number;
  initial_installment: number | null;
  first_installment: number | null;
  integration: string;
  description: string;
  image: string;
  provider: string;
  position: number;
};

/** Parameters content (banners, news, stories, ...) and service categories, as wire JSON. */
export type ContentItemTable = {
  kind: string;
  id: number;
  position: number;
  data: string;
  /** 1, or 0 for an item the staff switched off (popups, banners): the public site skips it. */
  enabled: Generated<number>;
};

export type SettingTable = {
  key: string;
  value: string;
};

export type CreditPlanTable = {
  id: number;
  name: string;
  bank: string;
  months: number;
  financed_min: number;
  financed_max: number;
  annual_rate: number;
  /** Percents: IVA on interest, a once-off granting fee of the principal, monthly insurance of the balance. */
  interest_vat_rate: Generated<number>;
  granting_fee_rate: Generated<number>;
  monthly_insurance_rate: Generated<number>;
  system: Generated<'french'>;
};

export type CreditPlanBrandTable = {
  credit_plan_id: number;
  brand_id: number;
};

export type UsedBrandTable = { id: number; name: string; position: number };
export type UsedModelTable = { brand_id: number; name: string; position: number };
export type UsedVersionTable = {
  codia: string;
  brand_id: number;
  model: string;
  description: string;
  base_value: number;
  launch_year: number;
  position: number;
};

export type PromotionTable = {
  code: string;
  name: string;
  money_discount: number | null;
  percentage_discount: number | null;
  discoverable: number;
  brand_id: number | null;
  family_key: string | null;
  chassis: string | null;
  /** Inclusive Argentine days ('YYYY-MM-DD'); null = open. */
  valid_from: string | null;
  valid_until: string | null;
  /** How many operations (not cancelled) may hold the code; null = not limited. */
  units: number | null;
};

export type PaymentConfigTable = {
  brand_id: number;
  provider: string;
  public_key: string;
  checkout_path: string;
};

export type OperationTable = {
  code: string;
  brand_id: number;
  stock_id: number;
  family: string;
  status: OperationStatus;
  email: string;
  name: string;
  lastname: string;
  dni: string;
  telephone: string;
  birthdate: string;
  display_birthdate: string;
  marital_status_id: number | null;
  address: string;
  /** JSON: the customer block. */
  customer: string;
  /** JSON: the stock unit snapshot (prices as read from the database at start). */
  vehicle: string;
  cash_amount: number;
  credit_id: number | null;
  credit_name: string | null;
  credit_amount: number;
  credit_installments: number;
  credit_avg_installment: number;
  /** JSON array of used vehicles, each backed by a valuation row. */
  used_vehicles: string;
  promotion_code: string | null;
  promotion_discount: number;
  promotion_price: number;
  pending_amount: number;
  usd_rate: number;
  booking_price: number;
  /** The client reference given to the payment frame. */
  transaction_code: string;
  /** Grows by one on every write (optimistic concurrency for the buyer's tabs). */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
};

export type PaymentTable = {
  id: Generated<number>;
  operation_code: string;
  transaction_code: string;
  provider: string;
  provider_payment_id: string;
  idempotency_key: string;
  status: PaymentStatus;
  status_detail: string;
  amount: number;
  installments: number;
  card_last_four: string;
  created_at: string;
  paid_at: string | null;
  refunded_at: string | null;
  refund_id: string | null;
  /** The last transition; null only on rows older than the payment state machine. */
  updated_at: string | null;
};

/** The sandbox provider's own ledger (what Mercado Pago keeps on its side). */
export type SandboxChargeTable = {
  id: Generated<number>;
  idempotency_key: string;
  provider_payment_id: string;
  reference: string;
  amount: number;
  status: string;
  status_detail: string;
  refunded: number;
  refund_id: string | null;
  created_at: string;
};

export type ValuationTable = {
  id: Generated<number>;
  operation_code: string;
  codia: string;
  brand: string;
  model: string;
  vehicle: string;
  year: number;
  kms: number;
  amount: number;
  created_at: string;
};

export type LeadKind = 'contact' | 'price_request' | 'withdrawal';

export type LeadTable = {
  id: Generated<number>;
  kind: LeadKind;
  /** Withdrawal requests get a tracking code the person can quote. */
  reference: string | null;
  brand_id: number | null;
  name: string;
  lastname: string;
  email: string;
  telephone: string;
  subject: string;
  vehicle: string;
  message: string;
  operation_code: string | null;
  created_at: string;
  /** The staff console's workflow: new -> contacted -> closed. */
  status: Generated<LeadStatus>;
  /** The staff member working the lead. */
  assigned_to: number | null;
  /** The last staff change; null until the first one. */
  updated_at: string | null;
  /** Withdrawal requests naming a paid operation: where the 10-day right stands. */
  withdrawal_status: WithdrawalStatus | null;
  /** When the deposit was paid, and the end of the right (withdrawalDeadline). */
  withdrawal_paid_at: string | null;
  withdrawal_deadline: string | null;
  /** Why the request stands as it does, in the words sent to the buyer. */
  withdrawal_reason: string | null;
};

/**
 * refundable: within 10 days of a paid deposit (the staff refund it); out_of_term: after
 * them; no_deposit: the operation has no paid deposit; refunded: the staff refunded it.
 */
export type WithdrawalStatus = 'refundable' | 'out_of_term' | 'no_deposit' | 'refunded';

export type LeadStatus = 'new' | 'contacted' | 'closed';

export type JobApplicationTable = {
  id: Generated<number>;
  name: string;
  lastname: string;
  email: string;
  cellphone: string;
  telephone: string;
  studies: string;
  position: string;
  zone: string;
  message: string;
  /**
   * Server-generated name, relative to the 'cv' folder of the file storage
   * (services/storage.ts); the client's file name is never used.
   */
  file_name: string;
  file_type: string;
  file_size: number;
  created_at: string;
};

export type OutboxTable = {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  body: string;
  operation_code: string | null;
  transport: 'outbox' | 'smtp';
  /**
   * queued -> sending (claimed by one worker, under a lease) -> sent | queued (retry later)
   * | failed (attempts exhausted). A 'sending' row whose lease ran out is claimed again.
   */
  status: OutboxStatus;
  /** The local outbox file (no SMTP); null when sent by SMTP. */
  file_path: string | null;
  /** The last failure's reason. */
  error: string | null;
  created_at: string;
  /** Claims so far, including the one in progress. */
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_by: string | null;
  lease_until: string | null;
  /** The Message-ID header, fixed at insert so a resend can be recognised as the same. */
  message_id: string;
  /** SMTP: message id and the server's reply; local outbox: the file written. */
  provider_response: string | null;
  sent_at: string | null;
  /** JSON array of services/email.ts `EmailAttachment`; null when the message has none. */
  attachments: string | null;
  /** The visit a message is about (its reminder is cancelled with it); null for others. */
  visit_code: string | null;
};

/** 'cancelled': a scheduled message (a visit's reminder) whose reason went away before it was due. */
export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled';

/** A booked visit or test drive (migrations/013_visits.ts). */
export type VisitTable = {
  id: Generated<number>;
  code: string;
  secret_hash: string;
  /** The site's slug ('godoy-cruz'). */
  site: string;
  brand_id: number;
  family_id: number;
  unit_id: number | null;
  /** 'unit:12' or 'family:4:101': one live booking per email, holder and date. */
  holder_key: string;
  vehicle_title: string;
  /** UTC ISO instant. */
  starts_at: string;
  local_date: string;
  local_time: string;
  /** 1 or 0. */
  test_drive: number;
  name: string;
  email: string;
  email_normalized: string;
  telephone: string;
  status: 'booked' | 'attended' | 'no_show' | 'cancelled';
  /** The calendar invitation's SEQUENCE: 0, raised by every move and by the cancel. */
  sequence: Generated<number>;
  notes: Generated<string>;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  /** 'buyer', or the staff member's email. */
  cancelled_by: string | null;
  /** A keyed hash of the client address that booked (services/visits); null on older rows. */
  client_key: string | null;
  /** The telephone's digits in normal form (api-client's telephoneKey); null on older rows. */
  telephone_key: string | null;
};

/** Live bookings per site and slot instant. */
export type VisitSlotTable = { site: string; starts_at: string; booked: number };
export type VisitClosedDayTable = {
  site: string;
  local_date: string;
  reason: string;
  created_at: string;
};
export type VisitCapacityTable = { site: string; capacity: number };

/** Uploaded files when STORAGE=database (services/storage.ts). */
export type FileTable = {
  name: string;
  content_type: string;
  size: number;
  content: Buffer;
  created_at: string;
};

/** A fixed-window counter per scope and address (services/address-limits.ts). */
export type AddressLimitTable = {
  scope: string;
  /** The email address, trimmed and lower-cased. */
  address: string;
  /** Epoch milliseconds the current window started. */
  window_start: number;
  count: number;
};

/** One fixed window of a rate limit (http/limits.ts); `window_start` in epoch ms. */
/** A solved proof-of-work challenge, taken once (services/proof-of-work). */
export type ProofOfWorkSpentTable = {
  id: string;
  /** Epoch milliseconds the challenge expires; the row is pruned after it. */
  expires_at: number;
};

/** A key shared by every instance on the database (services/server-keys). */
export type ServerKeyTable = {
  name: string;
  value: string;
  created_at: string;
};

export type RateLimitTable = {
  key: string;
  window_start: number;
  count: number;
};

export type StaffRoleName = 'admin' | 'sales' | 'hr' | 'stock';

/** A staff console account (created with `pnpm staff:add`). */
export type StaffAccountTable = {
  id: Generated<number>;
  /** Trimmed and lower-cased. */
  email: string;
  name: string;
  role: StaffRoleName;
  /** JSON array of brand ids (sales only). */
  brand_ids: string;
  /** 'scrypt$N$r$p$salt$hash' (services/staff/passwords.ts). */
  password_hash: string;
  /** Raised with every change of password, role or brands; sessions of another one are void. */
  credential_version: Generated<number>;
  created_at: string;
  updated_at: string;
};

/**
 * Sign-in attempts per email (an account's or not: unknown addresses count the same way,
 * so a lock reveals nothing) and client address, counted before the password is checked;
 * `address` '*' is the account-wide row. Epoch milliseconds.
 */
export type StaffSignInAttemptTable = {
  email: string;
  /** The client's address, or '*' for every address together. */
  address: string;
  count: number;
  window_start: number;
  locked_until: number | null;
};

export type StaffSessionTable = {
  /** SHA-256 (hex) of the cookie's value; the value itself is never stored. */
  id_hash: string;
  account_id: number;
  csrf_token: string;
  /** The account's credential version when the session began; valid only while equal. */
  credential_version: number;
  created_at: string;
  last_seen_at: string;
  /** The absolute end, whatever the use. */
  expires_at: string;
};

export type StaffAuditTable = {
  id: Generated<number>;
  /** Null for the command line and for sign-in attempts on no account. */
  actor_id: number | null;
  /** Who, as read then (email), so the log outlives an account's changes. */
  actor: string;
  action: string;
  subject_type: string;
  subject_id: string;
  /** JSON, or null. */
  before: string | null;
  after: string | null;
  created_at: string;
};

export type LeadNoteTable = {
  id: Generated<number>;
  lead_id: number;
  author_id: number | null;
  author: string;
  text: string;
  created_at: string;
};

export type Database = {
  address_limits: AddressLimitTable;
  brand_settings: BrandSettingsTable;
  families: FamilyTable;
  subfamilies: SubfamilyTable;
  stock_units: StockUnitTable;
  unit_photos: UnitPhotoTable;
  stock_changes: StockChangesTable;
  dms_tokens: DmsTokenTable;
  saving_plans: SavingPlanTable;
  content_items: ContentItemTable;
  settings: SettingTable;
  credit_plans: CreditPlanTable;
  credit_plan_brands: CreditPlanBrandTable;
  used_brands: UsedBrandTable;
  used_models: UsedModelTable;
  used_versions: UsedVersionTable;
  promotions: PromotionTable;
  payment_configs: PaymentConfigTable;
  operations: OperationTable;
  payments: PaymentTable;
  sandbox_charges: SandboxChargeTable;
  valuations: ValuationTable;
  leads: LeadTable;
  job_applications: JobApplicationTable;
  outbox: OutboxTable;
  files: FileTable;
  rate_limits: RateLimitTable;
  staff_accounts: StaffAccountTable;
  staff_sign_in_attempts: StaffSignInAttemptTable;
  staff_sessions: StaffSessionTable;
  staff_audit: StaffAuditTable;
  lead_notes: LeadNoteTable;
  visits: VisitTable;
  visit_slots: VisitSlotTable;
  visit_closed_days: VisitClosedDayTable;
  visit_capacity: VisitCapacityTable;
  proof_of_work_spent: ProofOfWorkSpentTable;
  server_keys: ServerKeyTable;
};

export type StockUnitRow = Selectable<StockUnitTable>;
export type OperationRow = Selectable<OperationTable>;
export type PaymentRow = Selectable<PaymentTable>;

/** The database or a transaction on it: what a repository function reads and writes with. */
export type Db = Kysely<Database> | Transaction<Database>;
