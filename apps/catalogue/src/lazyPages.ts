/**
 * Every page but the home page is its own chunk (issue 7: the home page ships only what
 * it shows). spec 2.1's four lazily loaded pages are among them. A chunk that fails to
 * load shows 'Reintentar' (components/lazyPage). Each page knows its source, so a page
 * rendered on the server preloads its chunk.
 */
import type { ComponentType } from 'react';
import { lazyChunkTimeoutMs } from '@territorio/api-client/core';
import { retryableLazy } from './components/lazyPage';
import type { RetryableLazyPage } from './components/lazyPage';

type PageModule = { default: ComponentType };

const pageModules = import.meta.glob<PageModule>([
  './pages/*Page.tsx',
  '!./pages/HomePage.tsx',
  '!./pages/NotFoundPage.tsx',
]);

function page(name: string): RetryableLazyPage {
  const load = pageModules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`No page module ./pages/${name}.tsx`);
  return retryableLazy(load, lazyChunkTimeoutMs, `src/pages/${name}.tsx`);
}

export const lazyPages = {
  families: page('FamiliesPage'),
  brand: page('BrandPage'),
  versions: page('VersionsPage'),
  offers: page('OffersPage'),
  savingPlans: page('SavingPlansPage'),
  newsList: page('NewsListPage'),
  newsDetail: page('NewsDetailPage'),
  story: page('StoryPage'),
  contact: page('ContactPage'),
  mercedesBenz: page('MercedesBenzPage'),
  payPlan: page('PayPlanPage'),
  ducati: page('DucatiPage'),
  postventa: page('PostventaPage'),
  howToReserve: page('HowToReservePage'),
};
