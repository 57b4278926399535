/** spec 2.1: the four lazily loaded pages, each its own chunk. */
import { retryableLazy } from './components/lazyPage';

export const lazyPages = {
  payPlan: retryableLazy(() => import('./pages/PayPlanPage')),
  ducati: retryableLazy(() => import('./pages/DucatiPage')),
  postventa: retryableLazy(() => import('./pages/PostventaPage')),
  howToReserve: retryableLazy(() => import('./pages/HowToReservePage')),
};
