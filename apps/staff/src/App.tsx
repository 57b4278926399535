import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { DesignSystemProvider } from '@territorio/design-system';
import { RouterLink } from './components/RouterLink';

export type AppProps = { router: ReturnType<typeof createBrowserRouter> };

export function App({ router }: AppProps) {
  return (
    <DesignSystemProvider theme="group" linkComponent={RouterLink}>
      <RouterProvider router={router} />
    </DesignSystemProvider>
  );
}
