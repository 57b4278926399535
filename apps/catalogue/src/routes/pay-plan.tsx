import { PageError } from '../app/PageError';
import PayPlanPage from '../pages/PayPlanPage';

export const ErrorBoundary = PageError;

export default function Route() {
  return <PayPlanPage />;
}
