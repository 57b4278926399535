import { PageError } from '../app/PageError';
import { MercedesBenzPage } from '../pages/MercedesBenzPage';

export const ErrorBoundary = PageError;

export default function Route() {
  return <MercedesBenzPage />;
}
