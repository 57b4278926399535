/**
 * spec 2.11, 3: the final price (list − discounts + registration + delivery, minus the
 * discount code once applied) is a row of its own on the confirmation, apart from the
 * deposit, and the review and the side summary show the same figure.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPaths, stockUnitPath } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { operationCode, parameters, readyToPayOperation } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

const stockPath = new URL(stockUnitPath(1, 7), 'http://x.invalid').pathname;
const buyPath = '/vehiculos-0km/reservar/volkswagen/7/polo/101/polo-trendline-170-tsi-mt';

/** Price 33.000.000, special discount 1.000.000, license 1.280.000, delivery 950.000. */
const stock = {
  id: 7,
  brand_id: 1,
  family_id: 101,
  subfamily_id: 1001,
  name: 'Polo Trendline 170 TSI MT',
  model: 'Polo Trendline 170 TSI MT',
  family: 'Polo',
  price: 33_000_000,
  special_discount: 1_000_000,
  license_price: 1_280_000,
  delivery_price: 950_000,
  chasis: '8AWP0L251TP105594',
  color: 'Gris Platinum',
  location: 'San Juan',
  status: 'available',
};

/** The operation's final price: 34.230.000 full price − 500.000 code discount. */
const discounted = readyToPayOperation({
  purchase: { vehicle: { fullprice: 34_230_000 } },
  cash_amount: 33_730_000,
  promotion: { code: 'BIENVENIDA', discount: 500_000, price: 33_730_000 },
});

let api: CannedHttp;

beforeAll(async () => {
  api = await startCannedHttp();
  api.on(stockPath, { body: { data: stock } });
  api.on(apiPaths.parameters, { body: { data: parameters } });
  api.on(apiPaths.promotionDiscover, { body: { data: null } });
  api.on(apiPaths.promotion, (request) =>
    request.query.get('code') === 'BIENVENIDA'
      ? { body: { data: { code: 'BIENVENIDA', money_discount: 500_000 } } }
      : { status: 404, body: { error: { code: 'not_found', message: 'No.' } } },
  );
  api.on(apiPaths.dealershipStart, { body: { data: discounted } });
});
afterAll(() => api.close());

/** The amount of a price row (a dt/dd pair of the design system's PriceBreakdown). */
function rowAmount(label: string): string {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT');
  return term?.nextElementSibling?.textContent ?? '';
}

/** The figures of the first 'Precio final' (the design system's price) inside `root`. */
function finalPrice(root: HTMLElement = document.body): string {
  const group = within(root).getAllByRole('group', { name: 'Precio final' })[0];
  return group?.querySelector('p')?.textContent ?? '';
}

describe('Final price', () => {
  it('is its own row on the confirmation, before the deposit, and takes off the code', async () => {
    renderApp(buyPath, { apiUrl: api.url });
    await screen.findByText('Precio de lista contado');
    // 33.000.000 − 1.000.000 + 1.280.000 + 950.000
    expect(finalPrice()).toBe('$\u00a034.230.000');
    expect(rowAmount('Pago de reserva')).toBe('$\u00a0350.000');
    const group = screen.getByRole('group', { name: 'Precio final' });
    const deposit = screen
      .getAllByText('Pago de reserva')
      .find((element) => element.tagName === 'DT')!;
    expect(group.compareDocumentPosition(deposit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Agregar Descuento' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Código de descuento' }), {
      target: { value: 'BIENVENIDA' },
    });
    await waitFor(() => expect(finalPrice()).toBe('$\u00a033.730.000'), {
      timeout: 4000,
    });
  });

  it('is the same figure on the review', async () => {
    renderApp(`/concesionario-digital/revisar/${operationCode}`, { apiUrl: api.url });
    await screen.findByRole('heading', { level: 1, name: 'Revisa y confirma' });
    expect(finalPrice()).toBe('$\u00a033.730.000');
    expect(rowAmount('Código de descuento BIENVENIDA')).toBe('-\u00a0$\u00a0500.000');
  });

  it('in the side summary of step 1', async () => {
    renderApp(`/concesionario-digital/forma-de-pago/${operationCode}`, { apiUrl: api.url });
    const summary = await screen.findByRole('complementary', { name: 'Tu reserva' });
    expect(finalPrice(summary)).toBe('$\u00a033.730.000');
    expect(summary.textContent).toMatch(/Precio sin impuestos nacionales: \$\u00a0[\d.]+/);
  });
});
