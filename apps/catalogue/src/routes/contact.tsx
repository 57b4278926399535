import { PageError } from '../app/PageError';
import { ContactPage } from '../pages/ContactPage';

export const ErrorBoundary = PageError;

export default function Route() {
  return <ContactPage />;
}
