import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '../private/testUtils';
import { Stack } from './Stack';

describe('Stack', () => {
  it('lays out a ul as a list of items: no bullets, no indent', () => {
    renderInTheme(
      <Stack space="medium" as="ul">
        <li>Onix LT</li>
        <li>Onix LTZ</li>
      </Stack>,
    );
    const list = screen.getByRole('list');
    const [item] = screen.getAllByRole('listitem');
    expect(getComputedStyle(item!).listStyleType).toBe('none');
    expect(getComputedStyle(list).paddingInlineStart).toBe('0px');
    expect(getComputedStyle(list).marginBlockStart).toBe('0px');
    expect(item!.getBoundingClientRect().left).toBe(list.getBoundingClientRect().left);
  });

  it('keeps the numbers of an ol (the order is part of the content)', () => {
    renderInTheme(
      <Stack space="small" as="ol">
        <li>Elegí tu unidad</li>
      </Stack>,
    );
    expect(getComputedStyle(screen.getByRole('listitem')).listStyleType).toBe('decimal');
  });
});
