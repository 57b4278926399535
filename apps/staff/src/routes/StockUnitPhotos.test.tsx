import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { photoMessages } from '@territorio/api-client/core';
import type { StaffPhoto, StaffPhotoList, StockVersion } from '@territorio/api-client/staff';
import { renderConsole, sessionOf, startConsoleApi } from '../test/renderConsole';
import { photoLimitsText, photosEmptyMessage } from './StockUnitPhotos';

const versions: StockVersion[] = [
  { id: 1011, brand_id: 1, family_id: 101, family: 'Polo', name: 'Track' },
];

const unit = {
  id: 31,
  brand_id: 1,
  name: 'Polo Track',
  model: 'Polo Track',
  color: 'Blanco',
  location: 'Godoy Cruz',
  chassis: '9BWAB45U0PT000011',
  currency: 'ars',
  price: 25_000_000,
  list_price: 25_000_000,
  discount: 0,
  special_discount: 0,
  final_price: 25_000_000,
  status: 'available',
  held_by: null,
  updated_at: '2026-11-26T10:00:00.000Z',
  is_offer: false,
  offer_valid_from: null,
  offer_valid_until: null,
  version_id: 1011,
  site: 'godoy-cruz',
  model_year: 2026,
  license_price: 1_000_000,
  delivery_price: 500_000,
  public_note: null,
  condition: 'new',
  mileage_km: null,
  owners: null,
  plate: null,
  inspection: null,
  arrival_date: null,
  locked_reason: null,
};

const limits = { max_photos: 30, max_bytes: 15 * 1024 * 1024 };

function photo(id: number, position: number, overrides: Partial<StaffPhoto> = {}): StaffPhoto {
  return {
    id,
    status: 'ready',
    position,
    alt: 'Volkswagen Polo Track, Blanco',
    alt_text: null,
    view: null,
    width: 1600,
    height: 1200,
    color: '#808080',
    preview: `/photos/u31-p${id}-0123456789-360.webp`,
    error: null,
    created_at: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

const listOf = (photos: StaffPhoto[], editable = true): StaffPhotoList => ({
  photos,
  limits,
  editable,
});

describe('StockUnit photos', () => {
  let api: CannedHttp;
  beforeEach(async () => {
    api = await startConsoleApi();
    api.on('/staff/api/session', { body: { data: sessionOf('stock') } });
    api.on('/staff/api/stock/versions', { body: { data: versions } });
    api.on('/staff/api/stock/31', { body: { data: unit } });
  });
  afterEach(() => api.close());

  it('says there are none yet, and the limits', async () => {
    api.on('/staff/api/stock/31/photos', { body: { data: listOf([]) } });
    renderConsole('/stock/31');
    expect(await screen.findByText(photosEmptyMessage)).toBeTruthy();
    expect(screen.getByText(photoLimitsText(limits))).toBeTruthy();
    expect(photoLimitsText(limits)).toBe(
      'Hasta 30 fotos de 15 MB cada una, JPEG, PNG, WebP o HEIC.',
    );
  });

  it('moves a photo with its buttons, saving the order at once, focus staying on the button', async () => {
    const [a, b, c] = [photo(1, 0), photo(2, 1), photo(3, 2)];
    api.on('GET', '/staff/api/stock/31/photos', { body: { data: listOf([a, b, c]) } });
    api.on('PUT', '/staff/api/stock/31/photos/order', {
      body: { data: listOf([{ ...b, position: 0 }, { ...a, position: 1 }, c]) },
    });
    renderConsole('/stock/31');
    const second = await screen.findByRole('listitem', { name: 'Foto 2 de 3' });
    const up = within(second).getByRole('button', { name: /^Subir/ });
    await userEvent.click(up);
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'PUT')?.json).toEqual({
        ids: [2, 1, 3],
      }),
    );
    const first = screen.getByRole('listitem', { name: 'Foto 1 de 3' });
    expect(within(first).getByText('Portada')).toBeTruthy();
    expect(within(first).getByRole('img').getAttribute('src')).toBe(b.preview);
    expect(document.activeElement).toBe(within(first).getByRole('button', { name: /^Subir/ }));
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
    expect(
      screen.getByText('Foto movida al lugar 1 de 3: es la portada.', { exact: true }),
    ).toBeTruthy();
  });

  it('uploads each file with its progress, saying why one was refused', async () => {
    api.on('GET', '/staff/api/stock/31/photos', { body: { data: listOf([]) } });
    api.on('POST', '/staff/api/stock/31/photos', {
      status: 400,
      body: { error: { code: 'invalid_file', message: photoMessages.type } },
    });
    renderConsole('/stock/31');
    const input = await screen.findByLabelText('Subir fotos');
    const html = new File(['<html></html>'], 'auto.jpg', { type: 'image/jpeg' });
    const big = new File([new Uint8Array(limits.max_bytes + 1)], 'enorme.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(input, [html, big]);
    expect(await screen.findByText(new RegExp(photoMessages.type.slice(0, 30)))).toBeTruthy();
    expect(
      await screen.findByText(new RegExp(photoMessages.tooLarge(limits.max_bytes).slice(0, 25))),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Subida de auto.jpg' })).toBeTruthy();
    // The file over the limit was never sent.
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers['x-csrf-token'] ?? posts[0]!.headers['x-staff-csrf']).toBeDefined();
  });

  it('saves a photo’s alt text and side, and deletes it after asking', async () => {
    const [a, b] = [photo(1, 0), photo(2, 1, { status: 'processing', preview: null })];
    api.on('GET', '/staff/api/stock/31/photos', { body: { data: listOf([a, b]) } });
    api.on('PATCH', '/staff/api/stock/31/photos/1', {
      body: { data: { ...a, alt_text: 'Frente limpio', alt: 'Frente limpio' } },
    });
    api.on('DELETE', '/staff/api/stock/31/photos/1', {
      body: { data: listOf([{ ...b, position: 0 }]) },
    });
    renderConsole('/stock/31');
    const first = await screen.findByRole('listitem', { name: 'Foto 1 de 2' });
    const second = screen.getByRole('listitem', { name: 'Foto 2 de 2' });
    expect(within(second).getByText(photoMessages.processing)).toBeTruthy();
    const alt = within(first).getByRole('textbox', { name: /^Texto alternativo/ });
    expect(alt.getAttribute('placeholder')).toBe('Volkswagen Polo Track, Blanco');
    await userEvent.type(alt, 'Frente limpio');
    await userEvent.tab();
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'PATCH')?.json).toEqual({
        alt_text: 'Frente limpio',
      }),
    );
    await userEvent.click(within(first).getByRole('button', { name: 'Borrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Borrar la foto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem', { name: /^Foto \d de \d$/ })).toHaveLength(1),
    );
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(true);
    // Focus goes to the photo that took its place.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(screen.getByRole('listitem', { name: 'Foto 1 de 1' })).getByRole('button', {
          name: 'Borrar',
        }),
      ),
    );
  });

  it('shows the photos read-only while an operation holds the unit', async () => {
    api.on('/staff/api/stock/31/photos', { body: { data: listOf([photo(1, 0)], false) } });
    renderConsole('/stock/31');
    expect(await screen.findByText(/Las fotos no se pueden cambiar ahora/)).toBeTruthy();
    expect(screen.queryByLabelText('Subir fotos')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Borrar' })).toBeNull();
  });
});
