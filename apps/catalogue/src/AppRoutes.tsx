/** The route table of spec 2.1 that this app serves (paths from @territorio/api-client). */
import { routes } from '@territorio/api-client';
import { Route, Routes } from 'react-router-dom';
import { LazyPage } from './components/lazyPage';
import type { RetryableLazyPage } from './components/lazyPage';
import { AppShell } from './layout/AppShell';
import { ReservationRedirect } from './layout/ReservationRedirect';
import { lazyPages as defaultLazyPages } from './lazyPages';
import { AppointmentRedirect } from './pages/AppointmentRedirect';
import { BrandPage } from './pages/BrandPage';
import { ContactPage } from './pages/ContactPage';
import { FamiliesPage } from './pages/FamiliesPage';
import { HomePage } from './pages/HomePage';
import { MercedesBenzPage } from './pages/MercedesBenzPage';
import { NewsDetailPage } from './pages/NewsDetailPage';
import { NewsListPage } from './pages/NewsListPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { OffersPage } from './pages/OffersPage';
import { SavingPlansPage } from './pages/SavingPlansPage';
import { StoryPage } from './pages/StoryPage';
import { VersionsPage } from './pages/VersionsPage';

export type LazyPages = Record<keyof typeof defaultLazyPages, RetryableLazyPage>;

/** The reservation app's paths (DECISIONS): react-router patterns of the prefixes. */
const reservationPatterns = ['/vehiculos-0km/reservar/*', '/concesionario-digital/*'];

export function AppRoutes({ lazyPages = defaultLazyPages }: { lazyPages?: LazyPages }) {
  return (
    <Routes>
      {reservationPatterns.map((pattern) => (
        <Route key={pattern} path={pattern} element={<ReservationRedirect />} />
      ))}
      <Route path={routes.appointment} element={<AppointmentRedirect />} />
      <Route element={<AppShell />}>
        <Route index element={<HomePage />} />
        <Route path={routes.cvReceived} element={<HomePage resumeState="received" />} />
        <Route path={routes.cvError} element={<HomePage resumeState="error" />} />
        <Route path={routes.families} element={<FamiliesPage />} />
        <Route path={routes.subfamilies} element={<VersionsPage />} />
        <Route path={routes.family} element={<BrandPage />} />
        <Route path={routes.offers} element={<OffersPage />} />
        <Route path={routes.offersByBrand} element={<OffersPage />} />
        <Route path={routes.savingPlans} element={<SavingPlansPage />} />
        <Route path={routes.savingPlansByBrand} element={<SavingPlansPage />} />
        <Route path={routes.news} element={<NewsListPage />} />
        <Route path={routes.newsDetail} element={<NewsDetailPage />} />
        <Route path={routes.story} element={<StoryPage />} />
        <Route path={routes.contact} element={<ContactPage />} />
        <Route
          path={routes.postventa}
          element={<LazyPage page={lazyPages.postventa} loadingMessage="Cargando Postventa…" />}
        />
        <Route
          path={routes.howToReserve}
          element={<LazyPage page={lazyPages.howToReserve} loadingMessage="Cargando…" />}
        />
        <Route
          path={routes.payPlan}
          element={<LazyPage page={lazyPages.payPlan} loadingMessage="Cargando…" />}
        />
        <Route
          path={routes.ducati}
          element={<LazyPage page={lazyPages.ducati} loadingMessage="Cargando Ducati…" />}
        />
        <Route path={routes.mercedesBenz} element={<MercedesBenzPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
