import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from '@territorio/e2e-kit';
import type { BrowserCommand } from 'vitest/node';
import { defineConfig } from 'vitest/config';

// Lets a test switch the page's prefers-reduced-motion, like a visitor's system setting.
const emulateReducedMotion: BrowserCommand<[reduce: boolean]> = async (context, reduce) => {
  await context.page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      '@storybook/react-vite',
      '@testing-library/react',
      'axe-core',
      'storybook/test',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      // Debian's Chromium: real layout and colours, so axe's color-contrast rule works.
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 414, height: 896 },
      commands: { emulateReducedMotion },
      screenshotFailures: false,
    },
  },
});
