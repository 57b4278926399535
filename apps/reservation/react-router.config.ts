import type { Config } from '@react-router/dev/config';

/**
 * Every address is rendered on the server and hydrated. The build goes to dist/client
 * (files) and dist/server (the request handler that `pnpm start` and the e2e stack serve).
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
  // The whole route table (about twenty routes) comes with the first page: a screen that
  // redirects while the page hydrates needs its target's route at once, not after a
  // request for it.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
