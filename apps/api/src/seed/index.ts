/**
 * Seed data of the reference API server: `seedData` is everything a fresh database is
 * filled with (see ./types.ts for the shape and invariants). Pure data, no I/O: importing
 * it is cheap and deterministic.
 */
import { catalogue, usdRate } from './catalogue';
import { creditPlans, referenceFinancing } from './credits';
import { departmentContacts, parameters } from './parameters';
import { savingPlans } from './plans';
import { paymentConfigs, promotions } from './promotions';
import { serviceCategories } from './services';
import type { SeedData } from './types';
import { usedCatalogue } from './used';

export type * from './types';

export const seedData: SeedData = {
  families: catalogue.families,
  subfamilies: catalogue.subfamilies,
  stock: catalogue.stock,
  arriving: catalogue.arriving,
  offers: catalogue.offers,
  savingPlans,
  parameters,
  departmentContacts,
  serviceCategories,
  creditPlans,
  referenceFinancing,
  usdRate,
  usedCatalogue,
  promotions,
  paymentConfigs,
};
