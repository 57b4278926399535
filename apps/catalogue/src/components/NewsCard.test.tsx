import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { News } from '@territorio/api-client/core';
import { renderWithServices, testServices } from '../test/renderApp';
import { NewsCard } from './Cards';

const news: News = {
  id: 2,
  ends_at: null,
  title: 'Chevrolet Tracker 2026: más seguridad de serie',
  content: `<p>La <strong>Tracker 2026</strong> incorpora seis airbags.</p>
<ul><li>6 airbags de serie</li><li>OnStar y Wi-Fi a bordo</li></ul>
<p>Consultá las unidades disponibles.</p>`,
  display_date: '2026-02-20',
  url: null,
  images: [],
  brand_id: 2,
  brand_string: 'Chevrolet',
  type_string: 'Lanzamiento',
};

describe('NewsCard', () => {
  it('shows the excerpt’s list as a list, each item on its own (spec 3 excerpt)', () => {
    renderWithServices(<NewsCard news={news} />, testServices('http://api.test'));
    const card = screen.getByRole('article');
    const items = within(within(card).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '6 airbags de serie',
      'OnStar y Wi-Fi a bordo',
    ]);
    expect(within(card).getByText('La Tracker 2026 incorpora seis airbags.')).toBeTruthy();
    expect(within(card).getByText('Consultá las unidades disponibles.')).toBeTruthy();
    expect(card.textContent).not.toContain('de serie OnStar');
  });
});
