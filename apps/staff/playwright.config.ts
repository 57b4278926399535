import type { PlaywrightTestConfig } from '@playwright/test';
import { definePlaywrightConfig, e2eUrls } from '@territorio/e2e-kit';

const config = definePlaywrightConfig({ baseURL: e2eUrls.staff });

// Some tests look at the public catalogue: its service worker would answer from its cache.
const staffConfig: PlaywrightTestConfig = {
  ...config,
  use: { ...config.use, serviceWorkers: 'block' },
};

export default staffConfig;
