import { fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import {
  apiPaths,
  depositInstalmentsText,
  formatPrice,
  mediaImageSizes,
  messages,
} from '@territorio/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { operationCode, parameters, readyToPayOperation } from '../test/fixtures';
import { locationPath, renderApp } from '../test/renderApp';

const paidAt = '2026-11-20T12:00:00.000Z';
const refundableUntil = '2026-11-22T12:00:00.000Z';
// The server's end of the 10-day withdrawal right: the end of 30 November, Argentine time.
const withdrawalUntil = '2026-12-01T02:59:59.999Z';
const hour = 3_600_000;

const reserved = readyToPayOperation({
  status: 'reserved',
  purchase: {
    transaction: {
      status: 'approved',
      status_detail: 'accredited',
      paid_at: paidAt,
      refundable_until: refundableUntil,
      withdrawal_until: withdrawalUntil,
      installments: 3,
    },
  },
});
const cancelled = readyToPayOperation({
  status: 'cancelled',
  purchase: { transaction: { status: 'refunded', paid_at: paidAt } },
});

let api: CannedHttp;
/** The server's record: reserved until the buyer cancels. */
let isCancelled = false;

beforeAll(async () => {
  api = await startCannedHttp();
  api.on(apiPaths.dealershipStart, () => ({ body: { data: isCancelled ? cancelled : reserved } }));
  api.on(apiPaths.parameters, { body: { data: parameters } });
  api.on(apiPaths.dealershipCancel, () => {
    isCancelled = true;
    return { body: { data: cancelled } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  isCancelled = false;
});

/** The amount of a price row (a dt/dd pair of the design system's PriceBreakdown). */
function rowAmount(within: HTMLElement, label: string): string {
  const term = [...within.querySelectorAll('dt')].find(
    (element) => element.firstChild?.textContent === label,
  );
  return term?.nextElementSibling?.textContent ?? '';
}

function openReservedPage(now: number) {
  renderApp(`/concesionario-digital/reservado/${operationCode}`, {
    apiUrl: api.url,
    now: () => now,
  });
}

describe('Success page refund promise', () => {
  it('within 48 hours offers to cancel, asks first, and shows the refunded state', async () => {
    openReservedPage(Date.parse(refundableUntil) - hour);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu 0km te espera' })).toBeTruthy();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Cancelar reserva y pedir la devolución' }),
    );

    const dialog = await screen.findByRole('dialog', { name: '¿Querés cancelar tu reserva?' });
    expect(api.requests.some((request) => request.pathname === apiPaths.dealershipCancel)).toBe(
      false,
    );
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Sí, cancelar y pedir la devolución' }),
    );

    // A cancelled reservation leaves the success page for the resume route's cancelled
    // state, and the focus lands on what happened.
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Cancelaste esta reserva',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await waitFor(() =>
      expect(locationPath()).toBe(`/concesionario-digital/continue/${operationCode.toLowerCase()}`),
    );
    const cancel = api.requests.find((request) => request.pathname === apiPaths.dealershipCancel);
    expect(cancel?.json).toEqual({ code: operationCode });
    expect(screen.getByText(/Devolvimos el 100% de la seña \(\$ 350\.000\)/)).toBeTruthy();
    expect(screen.queryByText('Tu 0km te espera')).toBeNull();
  });

  it('of a cancelled reservation is never shown: its address goes to the cancelled state', async () => {
    isCancelled = true;
    openReservedPage(Date.parse(refundableUntil) - hour);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cancelaste esta reserva' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(locationPath()).toBe(`/concesionario-digital/continue/${operationCode.toLowerCase()}`),
    );
    expect(screen.queryByText('Tu 0km te espera')).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Cancelar reserva y pedir la devolución' }),
    ).toBeNull();
  });

  it('tells the deadline in 24-hour time and the instalments in words', async () => {
    openReservedPage(Date.parse(refundableUntil) - hour);
    // 12:00 UTC is 09:00 in Mendoza.
    expect(await screen.findByText(/hasta el 22 de noviembre de 2026 a las 09:00\./)).toBeTruthy();
    expect(screen.queryByText(/[ap]\. m\./)).toBeNull();
    // The instalments add up to the deposit: the last absorbs the rounding.
    const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(screen.getByText(depositInstalmentsText(350_000, 3), asWritten)).toBeTruthy();
    expect(depositInstalmentsText(350_000, 3)).toContain('la última de $\u00a0116.668');
    expect(screen.queryByText(/cuota\(s\)/)).toBeNull();
  });

  it('lists what was agreed: the final price, how it is paid and what is left', async () => {
    openReservedPage(Date.parse(refundableUntil) - hour);
    const heading = await screen.findByRole('heading', { name: 'Lo que acordamos' });
    const agreed = heading.parentElement!;
    // Amounts as written, their no-break spaces included.
    const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    const price = within(agreed).getByRole('group', { name: 'Precio final' });
    expect(
      within(price).getByText(formatPrice(reserved.promotion.price, 'ars'), asWritten),
    ).toBeTruthy();
    expect(price.textContent).toMatch(/Precio sin impuestos nacionales: \$\u00a0[\d.]+/);
    // The deposit counts toward the price; the cash less the deposit is paid at the dealership.
    expect(rowAmount(agreed, 'Seña pagada (se descuenta del precio)')).toBe('$\u00a0350.000');
    expect(rowAmount(agreed, 'A pagar en el concesionario (contado menos la seña)')).toBe(
      formatPrice((reserved.cash_amount ?? 0) - 350_000, 'ars'),
    );
    // Paid in full: no balance line.
    expect(within(agreed).queryByText('Saldo pendiente')).toBeNull();
  });

  it('lists each trade-in and the credit once, with the make and the monthly instalment', async () => {
    const mixed = readyToPayOperation({
      status: 'reserved',
      cash_amount: 13_000_000,
      credit_id: 9,
      credit_name: 'Prendario 60 meses',
      credit_amount: 12_000_000,
      credit_installments: 60,
      credit_avg_installment: 480_000,
      used_vehicles: [
        {
          brand: 'Fiat',
          model: 'Cronos',
          vehicle: 'Drive 1.3',
          codia: '123',
          kms: 45_000,
          year: 2020,
          valuation: 8_000_000,
        },
      ],
      purchase: {
        transaction: {
          status: 'approved',
          paid_at: paidAt,
          refundable_until: refundableUntil,
          installments: 1,
        },
      },
    });
    api.on(apiPaths.dealershipStart, () => ({ body: { data: mixed } }));
    try {
      openReservedPage(Date.parse(refundableUntil) - hour);
      const heading = await screen.findByRole('heading', { name: 'Lo que acordamos' });
      const agreed = heading.parentElement!;
      const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
      expect(within(agreed).getAllByText(formatPrice(8_000_000, 'ars'), asWritten)).toHaveLength(1);
      expect(within(agreed).getAllByText(formatPrice(12_000_000, 'ars'), asWritten)).toHaveLength(
        1,
      );
      expect(
        within(agreed).getByText(/60 cuotas de \$\u00a0480\.000 \(cuota promedio\)/, asWritten),
      ).toBeTruthy();
      const summary = screen.getByRole('region', { name: 'Resumen de tu reserva' });
      expect(within(summary).getByText('Marca')).toBeTruthy();
      expect(within(summary).getByText('Volkswagen')).toBeTruthy();
    } finally {
      api.on(apiPaths.dealershipStart, () => ({
        body: { data: isCancelled ? cancelled : reserved },
      }));
    }
  });

  it('states both rights side by side, with the 48-hour and the 10-day deadlines', async () => {
    openReservedPage(Date.parse(refundableUntil) - hour);
    const rights = await screen.findByRole('region', { name: 'Si te arrepentís de la reserva' });
    expect(within(rights).getByText('Cancelación dentro de las 48 horas')).toBeTruthy();
    expect(within(rights).getByText('Arrepentimiento dentro de los 10 días corridos')).toBeTruthy();
    // Paid on 20 November: withdrawal until the end of 30 November (Argentine time).
    expect(within(rights).getByText(/arrepentirte hasta el 30 de noviembre de 2026/)).toBeTruthy();
    expect(
      within(rights).getByRole('link', { name: 'Ir al Botón de arrepentimiento' }),
    ).toHaveProperty('hash', '#boton-arrepentimiento');
    expect(document.getElementById('boton-arrepentimiento')?.textContent).toBe(
      messages.withdrawalTitle,
    );
  });

  it('keeps the reservation when the buyer says no', async () => {
    openReservedPage(Date.parse(refundableUntil) - hour);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Cancelar reserva y pedir la devolución' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, mantener la reserva' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.some((request) => request.pathname === apiPaths.dealershipCancel)).toBe(
      false,
    );
  });

  it('after 48 hours explains how to reach the dealership instead', async () => {
    openReservedPage(Date.parse(refundableUntil) + hour);
    expect(await screen.findByText(messages.refundWindowClosed)).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: 'Cancelar reserva y pedir la devolución' }),
    ).toBeNull();
  });

  it("shows the brand's salesmen with messaging and video-call links", async () => {
    openReservedPage(Date.parse(refundableUntil) - hour);
    expect(await screen.findByText('Mariana Quiroga')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: /Escribile a Mariana Quiroga por WhatsApp/ })
        .getAttribute('href'),
    ).toBe('https://wa.me/5492615552201');
    expect(
      screen.getByRole('link', { name: /Videollamada con Mariana Quiroga/ }).getAttribute('href'),
    ).toBe('https://zoom.us/j/82200000101');
    // Salesmen of other brands are not listed.
    expect(screen.queryByText('Julián Funes')).toBeNull();
  });
});

describe('Success page picture', () => {
  it('reserves the unit picture box and fetches it first; nothing else loads eagerly', async () => {
    openReservedPage(Date.parse(refundableUntil) - hour);
    // Once the salesmen are in, the page has made every request it makes.
    await screen.findByText('Mariana Quiroga');
    const images = await screen.findAllByRole('img', { name: 'Polo Trendline 170 TSI MT' });
    const [main, ...others] = images;
    expect(main?.getAttribute('src')).toBe(`${api.url}/media/vehicles/vw-polo-gris-platinum.svg`);
    expect([main?.getAttribute('width'), main?.getAttribute('height')]).toEqual([
      String(mediaImageSizes.vehicle.width),
      String(mediaImageSizes.vehicle.height),
    ]);
    expect(main?.getAttribute('decoding')).toBe('async');
    expect(main?.getAttribute('fetchpriority')).toBe('high');
    expect(main?.hasAttribute('loading')).toBe(false);
    for (const other of others) expect(other.getAttribute('loading')).toBe('lazy');
  });
});
