import { composeStories } from '@storybook/react-vite';
import type { Meta } from '@storybook/react-vite';
import axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a11yParameters } from '../.storybook/preview';
import { themes } from './themes';
import { themeNames } from './tokens/types';
import type { ThemeName } from './tokens/types';

type StoryModule = Parameters<typeof composeStories>[0] & { default: Meta };
type ComposedStory = { run: () => Promise<void> };

const storyModules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

// The same rules as Storybook's a11y panel (which also merges disabled rules into runOnly).
const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: [...a11yParameters.options.runOnly.values] },
  rules: Object.fromEntries(
    a11yParameters.config.rules.map(({ id, enabled }) => [id, { enabled }]),
  ),
  resultTypes: ['violations'],
};

const contrastOnly: RunOptions = {
  runOnly: { type: 'rule', values: ['color-contrast'] },
  resultTypes: ['violations'],
};

const describeViolations = (results: AxeResults) =>
  results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${violation.help}\n  ${node.target.join(' ')}\n  ${node.failureSummary ?? ''}`,
    ),
  );

/** Moves everything painted with one theme class to another, without rendering again. */
const switchTheme = (from: ThemeName, to: ThemeName) => {
  for (const element of document.querySelectorAll(`.${themes[from]}`)) {
    element.classList.replace(themes[from], themes[to]);
  }
};

const defaultTheme: ThemeName = 'vw';

// Colour transitions would let axe read the previous theme's colours right after a switch.
const noTransitions = document.createElement('style');
noTransitions.textContent =
  '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }';
beforeAll(() => {
  document.head.append(noTransitions);
});
afterAll(() => {
  noTransitions.remove();
});

for (const [path, storyModule] of Object.entries(storyModules)) {
  const title = storyModule.default.title ?? path;

  describe(`stories of ${title}`, () => {
    const stories = Object.entries(composeStories(storyModule)) as Array<[string, ComposedStory]>;
    for (const [name, Story] of stories) {
      it(`${name} has no axe violations in any theme`, async () => {
        await Story.run();

        const full = await axe.run(document.body, axeOptions);
        expect(describeViolations(full), `theme ${defaultTheme}`).toEqual([]);

        let current: ThemeName = defaultTheme;
        for (const theme of themeNames.filter((themeName) => themeName !== defaultTheme)) {
          switchTheme(current, theme);
          current = theme;
          const contrast = await axe.run(document.body, contrastOnly);
          expect(describeViolations(contrast), `theme ${theme}`).toEqual([]);
        }
      });
    }
  });
}
