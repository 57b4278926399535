import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '../private/testUtils';
import { Card } from './Card';

describe('Card', () => {
  it('renders the chosen element, named by its heading', () => {
    renderInTheme(
      <Card as="article" aria-labelledby="card-heading">
        <h3 id="card-heading">Nissan Frontier</h3>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Nissan Frontier' })).toBeInTheDocument();
  });
});
