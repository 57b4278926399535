/**
 * spec 2.11: a flow step's address without its code. A page loaded there is sent to the
 * resume route by the server; a step reached inside the app goes there remembering the
 * step, so the buyer continues on it once the code is in.
 */
import { Navigate, redirect, useLocation } from 'react-router';
import { matchRoute } from '@territorio/api-client/core';
import { codelessStepPaths, resumeEntryPath } from '@territorio/dealership-flow';
import type { ResumeLocationState } from '../flow/OperationScreen';

export function loader() {
  return redirect(resumeEntryPath);
}

/** Inside the app the redirect is the component's, which keeps the step in history state. */
export function clientLoader() {
  return null;
}

export default function Route() {
  const { pathname } = useLocation();
  const step = codelessStepPaths.find(({ path }) => matchRoute(path, pathname))?.step;
  return (
    <Navigate
      to={resumeEntryPath}
      replace
      state={step ? ({ from: step } satisfies ResumeLocationState) : undefined}
    />
  );
}
