import { definePlaywrightConfig, e2eUrls } from '@territorio/e2e-kit';

export default definePlaywrightConfig({ baseURL: e2eUrls.reservation });
