import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '../private/testUtils';
import { DEFAULT_RESERVATION_TEXT, ModalHeader } from './ModalHeader';

describe('ModalHeader', () => {
  it('shows the type label as a link and the title', () => {
    renderInTheme(<ModalHeader typeLabel="0km" typeHref="/vehiculos-0km" title="Taos" />);
    expect(screen.getByRole('link', { name: '0km' })).toHaveAttribute('href', '/vehiculos-0km');
    expect(screen.getByRole('heading', { level: 2, name: 'Taos' })).toBeInTheDocument();
    expect(screen.queryByText(DEFAULT_RESERVATION_TEXT)).toBeNull();
  });

  it('shows image, model and the reservation promise in the vehicle-units variant', () => {
    renderInTheme(
      <ModalHeader
        typeLabel="0km"
        typeHref="/vehiculos-0km"
        title="Unidades disponibles"
        vehicle={{ imageSrc: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', model: 'Nissan Kicks' }}
      />,
    );
    expect(screen.getByText('Nissan Kicks')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Solo pagás una seña con tarjeta de crédito. Si te arrepentís dentro de las 48 horas, te devolvemos el 100%.',
      ),
    ).toBeInTheDocument();
  });

  it('accepts another reservation text', () => {
    renderInTheme(
      <ModalHeader
        typeLabel="0km"
        typeHref="/"
        title="Unidades"
        vehicle={{ imageSrc: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', model: 'Kicks' }}
        reservationText="Seña reintegrable."
      />,
    );
    expect(screen.getByText('Seña reintegrable.')).toBeInTheDocument();
  });
});
