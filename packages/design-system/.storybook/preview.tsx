import type { Decorator, Preview } from '@storybook/react-vite';
import { Box, DesignSystemProvider, themeNames } from '../src';
import type { ThemeName } from '../src';
import { StoryLink } from './StoryLink';

// Interface copy is Argentine Spanish; screen readers and axe read the page language from here.
if (typeof document !== 'undefined') {
  document.documentElement.lang = 'es-AR';
}

/**
 * Axe setup shared by the a11y panel and `pnpm test` (src/stories.test.tsx): every WCAG 2.2 A/AA
 * and best-practice rule, minus the page-level ones that do not apply to a component on its own.
 */
export const a11yParameters = {
  test: 'error',
  config: {
    rules: ['region', 'landmark-one-main', 'page-has-heading-one'].map((id) => ({
      id,
      enabled: false,
    })),
  },
  options: {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
  },
} as const;

const themeTitles: Record<ThemeName, string> = {
  vw: 'Volkswagen (azul)',
  gm: 'Chevrolet (amarillo)',
  nissan: 'Nissan (rojo)',
  baic: 'BAIC (rojo)',
  group: 'Grupo (amarillo)',
};

const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (themeNames as readonly string[]).includes(value);

const withBrandTheme: Decorator = (Story, context) => {
  const selected: unknown = context.globals.theme;
  const theme = isThemeName(selected) ? selected : 'vw';
  return (
    <DesignSystemProvider theme={theme} linkComponent={StoryLink}>
      <Box background="surface" padding="medium" style={{ minHeight: '100vh' }}>
        <Story />
      </Box>
    </DesignSystemProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withBrandTheme],
  globalTypes: {
    theme: {
      description: 'Brand theme',
      toolbar: {
        title: 'Tema',
        icon: 'paintbrush',
        items: themeNames.map((value) => ({ value, title: themeTitles[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'vw' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: a11yParameters,
  },
};

export default preview;
