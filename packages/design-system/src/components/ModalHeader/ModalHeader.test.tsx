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
        vehicle={{
          imageSrc: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
          imageWidth: 1,
          imageHeight: 1,
          model: 'Nissan Kicks',
        }}
      />,
    );
    expect(screen.getByText('Nissan Kicks')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Solo pagás una seña con tarjeta de crédito. Si te arrepentís dentro de las 48 horas, te devolvemos el 100%.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a unit without a picture by its text alone, never an image without a source', () => {
    const { container } = renderInTheme(
      <ModalHeader
        typeLabel="0km"
        typeHref="/vehiculos-0km"
        title="Tu unidad"
        vehicle={{ imageSrc: '', imageWidth: 1, imageHeight: 1, model: 'Nissan Kicks' }}
      />,
    );
    expect(screen.getByText('Nissan Kicks')).toBeInTheDocument();
    expect(container.querySelector('img, picture')).toBeNull();
  });

  it('accepts another reservation text', () => {
    renderInTheme(
      <ModalHeader
        typeLabel="0km"
        typeHref="/"
        title="Unidades"
        vehicle={{
          imageSrc: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
          imageWidth: 1,
          imageHeight: 1,
          model: 'Kicks',
        }}
        reservationText="Seña reintegrable."
      />,
    );
    expect(screen.getByText('Seña reintegrable.')).toBeInTheDocument();
  });

  it('reserves the vehicle image box and loads it lazily unless it is the page main image', () => {
    const vehicle = {
      imageSrc: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      imageWidth: 640,
      imageHeight: 260,
      imageAlt: 'Nissan Kicks blanca',
      model: 'Kicks',
    };
    const { unmount } = renderInTheme(
      <ModalHeader typeLabel="0km" typeHref="/" title="Unidades" vehicle={vehicle} />,
    );
    const image = screen.getByRole('img', { name: 'Nissan Kicks blanca' });
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '260');
    expect(image).toHaveAttribute('loading', 'lazy');
    unmount();

    renderInTheme(
      <ModalHeader
        typeLabel="0km"
        typeHref="/"
        title="Tu unidad"
        vehicle={{ ...vehicle, isImagePriority: true }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Nissan Kicks blanca' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
  });
});
