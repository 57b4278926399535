import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInTheme } from '../private/testUtils';
import { Tabs } from './Tabs';
import type { TabsProps } from './Tabs';

const items = [
  { label: 'Contado', panel: 'Pago al contado' },
  { label: 'Usados', panel: 'Entregá tu usado' },
  { label: 'Financiación', panel: 'Financiá el saldo' },
];

const setup = (props: Partial<TabsProps> = {}) => {
  const onChange = vi.fn();
  renderInTheme(
    <>
      <button type="button">Antes</button>
      <Tabs label="Modalidad de pago" items={items} onChange={onChange} {...props} />
    </>,
  );
  const tabs = screen.getAllByRole('tab');
  return { tabs, onChange };
};

const selected = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('links each tab with its panel and shows only the active panel', () => {
    const { tabs } = setup();
    expect(screen.getByRole('tablist', { name: 'Modalidad de pago' })).toBeInTheDocument();
    expect(tabs).toHaveLength(3);
    const panel = screen.getByRole('tabpanel', { name: 'Contado' });
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Pago al contado');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('keeps only the active tab in the Tab order (roving tabindex)', async () => {
    const { tabs } = setup({ defaultSelectedIndex: 1 });
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    screen.getByRole('button', { name: 'Antes' }).focus();
    await userEvent.tab();
    expect(tabs[1]).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Usados' })).toHaveFocus();
  });

  it('moves focus and selection with the arrow keys, wrapping at the ends', async () => {
    const { tabs, onChange } = setup();
    tabs[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(selected()).toHaveTextContent('Usados');
    expect(onChange).toHaveBeenLastCalledWith(1);

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(selected()).toHaveTextContent('Contado');

    await userEvent.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    expect(selected()).toHaveTextContent('Financiación');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Financiá el saldo');
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const { tabs } = setup({ defaultSelectedIndex: 1 });
    tabs[1]?.focus();
    await userEvent.keyboard('{End}');
    expect(tabs[2]).toHaveFocus();
    expect(selected()).toHaveTextContent('Financiación');
    await userEvent.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    expect(selected()).toHaveTextContent('Contado');
  });

  it('selects on click', async () => {
    const { tabs, onChange } = setup();
    await userEvent.click(tabs[2] as HTMLElement);
    expect(selected()).toHaveTextContent('Financiación');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('keeps the index given by a controlling parent', async () => {
    const { tabs, onChange } = setup({ selectedIndex: 0 });
    await userEvent.click(tabs[1] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith(1);
    expect(selected()).toHaveTextContent('Contado');
  });
});
