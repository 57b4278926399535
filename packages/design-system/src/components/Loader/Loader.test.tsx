import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '../private/testUtils';
import { Loader } from './Loader';

describe('Loader', () => {
  it('is a status that shows and announces its message', () => {
    renderInTheme(<Loader message="Cargando vehículos…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando vehículos…');
  });

  it('still announces loading without a message', () => {
    renderInTheme(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });
});
