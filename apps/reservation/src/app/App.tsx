import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { routes } from '@territorio/api-client/core';
import { DesignSystemProvider } from '@territorio/design-system';
import { codelessStepPaths, resumeEntryPath } from '@territorio/dealership-flow';
import { markHydrated } from '@territorio/static-server/page';
import { FlowRoot } from '../flow/FlowRoot';
import type { FlowProviderProps } from '../flow/FlowProvider';
import { OperationScreen } from '../flow/OperationScreen';
import type { ResumeLocationState } from '../flow/OperationScreen';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ConfirmationScreen } from '../screens/ConfirmationScreen';
import { FinancingScreen } from '../screens/FinancingScreen';
import { OutcomeScreen } from '../screens/OutcomeScreen';
import { PaymentModeScreen } from '../screens/PaymentModeScreen';
import { PaymentScreen } from '../screens/PaymentScreen';
import { PersonalDataScreen } from '../screens/PersonalDataScreen';
import { ResumeScreen } from '../screens/ResumeScreen';
import { ReviewScreen } from '../screens/ReviewScreen';
import { StartScreen } from '../screens/StartScreen';
import { UsedVehicleScreen } from '../screens/UsedVehicleScreen';
import { Layout } from './Layout';
import { NavigationTracker } from './navigation';
import { RouterLink } from './RouterLink';
import { AppServicesProvider } from './services';
import type { AppServices } from './services';

export type AppProps = {
  services: AppServices;
  /** Test overrides of the flow store (debounces, payment polling). */
  flowOptions?: FlowProviderProps['options'];
};

/** The reservation subdomain: the buy route and every /concesionario-digital/... route (spec 2.1). */
export const AppRoutes = ({ flowOptions }: { flowOptions?: FlowProviderProps['options'] }) => (
  <Routes>
    <Route
      path={routes.home}
      element={
        <Layout>
          <HomePage />
        </Layout>
      }
    />
    <Route element={<FlowRoot options={flowOptions} />}>
      <Route path={routes.buy} element={<ConfirmationScreen />} />
      <Route path={routes.dealershipStart} element={<StartScreen />} />
      <Route path={routes.buyWithOperation} element={<StartScreen />} />
      <Route path={routes.resume} element={<ResumeScreen />} />
      <Route path={resumeEntryPath} element={<ResumeScreen />} />
      {/* spec 2.11: a step opened without its code asks for the code, then goes on there. */}
      {codelessStepPaths.map(({ step, path }) => (
        <Route
          key={path}
          path={path}
          element={
            <Navigate
              to={resumeEntryPath}
              replace
              state={{ from: step } satisfies ResumeLocationState}
            />
          }
        />
      ))}
      <Route
        path={routes.paymentMode}
        element={
          <OperationScreen step="paymentMode">
            <PaymentModeScreen />
          </OperationScreen>
        }
      />
      <Route
        path={routes.usedVehicle}
        element={
          <OperationScreen step="usedVehicle">
            <UsedVehicleScreen />
          </OperationScreen>
        }
      />
      <Route
        path={routes.financing}
        element={
          <OperationScreen step="financing">
            <FinancingScreen />
          </OperationScreen>
        }
      />
      <Route
        path={routes.personalData}
        element={
          <OperationScreen step="personalData">
            <PersonalDataScreen />
          </OperationScreen>
        }
      />
      <Route
        path={routes.review}
        element={
          <OperationScreen step="review">
            <ReviewScreen />
          </OperationScreen>
        }
      />
      <Route
        path={routes.payment}
        element={
          <OperationScreen step="payment">
            <PaymentScreen />
          </OperationScreen>
        }
      />
      <Route
        path={routes.reserved}
        element={
          <OperationScreen step="reserved">
            <OutcomeScreen step="reserved" />
          </OperationScreen>
        }
      />
      <Route
        path={routes.pending}
        element={
          <OperationScreen step="pending">
            <OutcomeScreen step="pending" />
          </OperationScreen>
        }
      />
    </Route>
    <Route
      path="*"
      element={
        <Layout>
          <NotFoundPage />
        </Layout>
      }
    />
  </Routes>
);

export const App = ({ services, flowOptions }: AppProps) => {
  // Runs once the root has committed: held taps may go to the app (paint-first loader).
  useEffect(() => markHydrated(document), []);
  return (
    <AppServicesProvider services={services}>
      <DesignSystemProvider theme="group" linkComponent={RouterLink}>
        <NavigationTracker>
          <AppRoutes flowOptions={flowOptions} />
        </NavigationTracker>
      </DesignSystemProvider>
    </AppServicesProvider>
  );
};
