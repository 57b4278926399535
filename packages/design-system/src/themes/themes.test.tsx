import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { Button } from '../components/Button/Button';
import { DesignSystemProvider } from '../components/DesignSystemProvider/DesignSystemProvider';
import { breakpoints, mediaQueries } from '../tokens/breakpoints';
import { themeTokens } from '../tokens/brands';
import { parseHexColor } from '../tokens/contrast';
import { themeNames } from '../tokens/types';
import { themeForBrand, themeNameForBrand, themes } from './index';
import { vars } from './vars.css';

const rgb = (hex: string) => `rgb(${parseHexColor(hex).join(', ')})`;

describe('themes', () => {
  it('has one distinct class per brand style name', () => {
    expect(Object.keys(themes)).toEqual(['vw', 'gm', 'nissan', 'baic', 'group']);
    expect(new Set(Object.values(themes)).size).toBe(5);
  });

  it.each(themeNames)('%s fills the contract with its own colours', (name) => {
    render(
      <div className={themes[name]}>
        <span style={{ color: vars.color.brand, backgroundColor: vars.color.action }}>muestra</span>
      </div>,
    );
    const style = getComputedStyle(screen.getByText('muestra'));
    expect(style.color).toBe(rgb(themeTokens[name].color.brand));
    expect(style.backgroundColor).toBe(rgb(themeTokens[name].color.action));
  });

  it('maps style names and brand strings to theme classes (spec 3)', () => {
    expect(themeForBrand('vw')).toBe(themes.vw);
    expect(themeForBrand('volkswagen')).toBe(themes.vw);
    expect(themeForBrand('chevrolet')).toBe(themes.gm);
    expect(themeForBrand('gm')).toBe(themes.gm);
    expect(themeForBrand('Nissan')).toBe(themes.nissan);
    expect(themeForBrand('baic')).toBe(themes.baic);
    expect(themeForBrand('group')).toBe(themes.group);
    expect(themeNameForBrand('ducati')).toBe('group');
    expect(themeNameForBrand(undefined)).toBe('group');
  });

  it('uses the spec breakpoints in its media queries (spec 9)', () => {
    expect(breakpoints).toEqual({ mobile: 0, tablet: 1024, desktop: 1152 });
    expect(mediaQueries.tablet).toContain('1024px');
    expect(mediaQueries.desktop).toContain('1152px');
    expect(mediaQueries.belowDesktop).toContain('1151px');
    expect(mediaQueries.belowTablet).toContain('1023px');
  });

  it('shows a focus ring in the theme focus colour on keyboard focus', async () => {
    render(
      <DesignSystemProvider theme="nissan">
        <Button>Continuar</Button>
      </DesignSystemProvider>,
    );
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Continuar' });
    expect(button).toHaveFocus();
    const style = getComputedStyle(button);
    expect(style.outlineStyle).toBe('solid');
    expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    expect(style.outlineColor).toBe(rgb(themeTokens.nissan.color.focus));
  });
});

describe('component styles', () => {
  // Only the paths (relative to the package root): the files are read as text, not run.
  const paths = Object.keys(import.meta.glob('/src/components/**/*.css.ts')).map((path) =>
    path.slice(1),
  );

  it('were found', () => {
    expect(paths.length).toBeGreaterThan(10);
  });

  it.each(paths)('%s has no literal colours or pixel sizes', async (path) => {
    const source = await commands.readFile(path);
    expect(source).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    expect(source).not.toMatch(/\d+px/);
    expect(source).not.toMatch(/rgba?\(|hsla?\(/);
  });
});
