import { useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { Loader } from '@territorio/design-system';
import { resumePath, selectFlowGuard } from '@territorio/dealership-flow';
import type { OperationStep } from '@territorio/dealership-flow';
import { useFlow, useFlowActions } from './FlowProvider';

const noSubscription = () => () => undefined;

/** False on the server and while hydrating, true once the page runs in the browser. */
function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** What the resume route receives from a guarded screen: where the buyer was going. */
export type ResumeLocationState = { readonly from?: OperationStep };

/**
 * spec 2.11 guard of every `/concesionario-digital/.../{code}` screen: without the
 * operation (a fresh page, another code) it goes to the resume route, which loads it and
 * comes back; a paid operation shows only its outcome page; an open one only the steps it
 * has reached.
 */
export const OperationScreen = ({
  step,
  children,
}: {
  step: OperationStep;
  children: ReactNode;
}) => {
  const { operation_code: code = '' } = useParams();
  const redirect = useFlow((state) => {
    const guard = selectFlowGuard(state, step, code);
    return guard.kind === 'redirect' ? guard.path : null;
  });
  const { enterStep } = useFlowActions();

  useEffect(() => {
    if (redirect === null) enterStep(step);
  }, [redirect, step, enterStep]);

  const isHydrated = useIsHydrated();
  if (redirect !== null) {
    // The operation is read in the browser: the server's page says so until it is.
    if (!isHydrated) return <Loader message="Buscando tu operación…" />;
    const state: ResumeLocationState | undefined =
      code !== '' && redirect === resumePath(code) ? { from: step } : undefined;
    return <Navigate to={redirect} replace state={state} />;
  }
  return <>{children}</>;
};
