/**
 * Every page but the home page is its own chunk (issue 7: the home page ships only what
 * it shows). spec 2.1's four lazily loaded pages are among them. A chunk that fails to
 * load shows 'Reintentar' (components/lazyPage).
 */
import { retryableLazy } from './components/lazyPage';

export const lazyPages = {
  families: retryableLazy(() => import('./pages/FamiliesPage')),
  brand: retryableLazy(() => import('./pages/BrandPage')),
  versions: retryableLazy(() => import('./pages/VersionsPage')),
  offers: retryableLazy(() => import('./pages/OffersPage')),
  savingPlans: retryableLazy(() => import('./pages/SavingPlansPage')),
  newsList: retryableLazy(() => import('./pages/NewsListPage')),
  newsDetail: retryableLazy(() => import('./pages/NewsDetailPage')),
  story: retryableLazy(() => import('./pages/StoryPage')),
  contact: retryableLazy(() => import('./pages/ContactPage')),
  mercedesBenz: retryableLazy(() => import('./pages/MercedesBenzPage')),
  payPlan: retryableLazy(() => import('./pages/PayPlanPage')),
  ducati: retryableLazy(() => import('./pages/DucatiPage')),
  postventa: retryableLazy(() => import('./pages/PostventaPage')),
  howToReserve: retryableLazy(() => import('./pages/HowToReservePage')),
};
