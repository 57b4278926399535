import { PageError } from '../app/PageError';
import DucatiPage from '../pages/DucatiPage';

export const ErrorBoundary = PageError;

export default function Route() {
  return <DucatiPage />;
}
