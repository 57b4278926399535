import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '../private/testUtils';
import { MobileHeader } from './MobileHeader';

describe('MobileHeader', () => {
  it('has a named back link and the title', () => {
    renderInTheme(<MobileHeader title="Datos personales" backHref="/paso-1" />);
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/paso-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Info' })).toBeNull();
  });

  it('shows the Info link when given', () => {
    renderInTheme(<MobileHeader title="Amarok" backHref="/vw" infoHref="#info" />);
    expect(screen.getByRole('link', { name: 'Info' })).toHaveAttribute('href', '#info');
  });
});
