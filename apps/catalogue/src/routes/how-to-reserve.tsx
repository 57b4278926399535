import { PageError } from '../app/PageError';
import HowToReservePage from '../pages/HowToReservePage';

export const ErrorBoundary = PageError;

export default function Route() {
  return <HowToReservePage />;
}
