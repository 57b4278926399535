import type { Config } from '@react-router/dev/config';

/**
 * Every address is rendered on the server and hydrated. The build goes to dist/client
 * (files, and the service worker) and dist/server (the request handler that `pnpm start`
 * and the e2e stack serve).
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
  // The whole route table comes with the first page: a page kept for offline use can go to
  // any other kept page without asking the server for its route first.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
