import type { PlaywrightTestConfig } from '@playwright/test';
import { definePlaywrightConfig, e2eUrls } from '@territorio/e2e-kit';

const config = definePlaywrightConfig({ baseURL: e2eUrls.catalogue });

// The production build registers a service worker; it would answer requests that tests
// route (a simulated network failure), so it is blocked except in its own test.
const catalogueConfig: PlaywrightTestConfig = {
  ...config,
  use: { ...config.use, serviceWorkers: 'block' },
};

export default catalogueConfig;
