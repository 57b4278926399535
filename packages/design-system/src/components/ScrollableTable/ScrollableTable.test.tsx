import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '../private/testUtils';
import { ScrollableTable } from './ScrollableTable';

const versions = ['Track', 'Trendline', 'Comfortline', 'Highline', 'GTS'];

const renderWideTable = () =>
  renderInTheme(
    <ScrollableTable label="Comparación de versiones">
      <table style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th scope="col">Equipamiento</th>
            {versions.map((version) => (
              <th key={version} scope="col" style={{ minWidth: '12rem' }}>
                {version}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Airbags</th>
            {versions.map((version) => (
              <td key={version}>6 airbags frontales, laterales y de cortina</td>
            ))}
          </tr>
        </tbody>
      </table>
    </ScrollableTable>,
  );

describe('ScrollableTable', () => {
  it('is a named region that takes focus, so the keyboard can scroll it', () => {
    renderWideTable();
    const region = screen.getByRole('region', { name: 'Comparación de versiones' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  });

  it('keeps the first column in view, over the cells that scroll under it', () => {
    renderWideTable();
    const region = screen.getByRole('region', { name: 'Comparación de versiones' });
    const rowHeader = screen.getByRole('rowheader', { name: 'Airbags' });
    const columnHeader = screen.getByRole('columnheader', { name: 'Equipamiento' });
    region.scrollLeft = 300;
    expect(region.scrollLeft).toBe(300);
    const left = region.getBoundingClientRect().left;
    for (const cell of [rowHeader, columnHeader]) {
      const box = cell.getBoundingClientRect();
      expect(Math.round(box.left)).toBe(Math.round(left));
      // What shows there is the column's own cell, not content scrolled under it.
      expect(document.elementFromPoint(box.left + 4, box.top + box.height / 2)).toBe(cell);
      expect(getComputedStyle(cell).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    }
  });
});
