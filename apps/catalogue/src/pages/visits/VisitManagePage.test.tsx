import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeadersArgs } from 'react-router';
import {
  apiPaths,
  messages,
  visitManagePath,
  visitRoutes,
  visitMessages,
  visitSlotTimes,
  visitWindowDates,
} from '@territorio/api-client';
import { defaultRuntimeConfig, headOffice } from '@territorio/site-config';
import { data } from '../../test/fixtures';
import { isSolvedProof, testChallenge } from '../../test/proofOfWork';
import { renderRoute, testServices } from '../../test/renderApp';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp, Reply } from '@territorio/e2e-kit/canned-http';
import { visitDateWords } from '../../lib/visitSlots';
import * as manageRoute from '../../routes/visit-manage';

const token = 'secreto-de-prueba-1234';
const visitPath = apiPaths.visit.replace(':code', 'V-ABC123');

/** The window's last day with sales hours, and its first two times. */
function laterSlots(): { date: string; times: [string, string] } {
  const dates = visitWindowDates(headOffice, new Date()).filter(
    (date) => visitSlotTimes(headOffice, date).length > 1,
  );
  const date = dates.at(-1) ?? '';
  const [first = '', second = ''] = visitSlotTimes(headOffice, date);
  return { date, times: [first, second] };
}

function visit(overrides: Record<string, unknown> = {}) {
  const { date, times } = laterSlots();
  return {
    code: 'V-ABC123',
    status: 'booked',
    site: 'godoy-cruz',
    date,
    time: times[0],
    starts_at: `${date}T${times[0]}:00-03:00`,
    ends_at: `${date}T${times[0]}:00-03:00`,
    test_drive: false,
    name: 'Ana Pérez',
    email: 'ana@correo.example',
    vehicle: {
      brand_id: 2,
      family_id: 201,
      title: 'Chevrolet Onix LT, Blanco',
      unit_id: 12,
      unit_path: '/stock/12/chevrolet-onix-lt',
    },
    sequence: 0,
    changeable: true,
    ...overrides,
  };
}

function windowSlots() {
  return {
    site: 'godoy-cruz',
    time_zone: headOffice.timeZone,
    capacity: 2,
    days: visitWindowDates(headOffice, new Date()).map((date, index) => ({
      date,
      closed: false,
      slots:
        index < 2
          ? []
          : visitSlotTimes(headOffice, date).map((time) => ({
              time,
              starts_at: `${date}T${time}:00-03:00`,
              free: 2,
            })),
    })),
  };
}

let server: CannedHttp;
let visitAnswer: () => Reply = () => ({ body: data(visit()) });

beforeAll(async () => {
  server = await startCannedHttp();
  server.on('GET', visitPath, (request) =>
    request.search === `?token=${token}`
      ? visitAnswer()
      : { status: 404, body: { data: null, error: { code: 'not_found', message: 'No' } } },
  );
  server.on('GET', apiPaths.visitSlots, { body: data(windowSlots()) });
  server.on('GET', apiPaths.visitChallenge, async () => ({ body: data(await testChallenge()) }));
  server.on('POST', apiPaths.visitMove.replace(':code', 'V-ABC123'), (request) => {
    const { date, time } = request.json as { date: string; time: string };
    return { body: data(visit({ date, time, sequence: 1 })) };
  });
  server.on('POST', apiPaths.visitCancel.replace(':code', 'V-ABC123'), {
    body: data(visit({ status: 'cancelled', changeable: false })),
  });
});
afterEach(() => {
  server.requests.length = 0;
  visitAnswer = () => ({ body: data(visit()) });
});
afterAll(() => server.close());

/** The route's server loader for `path`, against the test API. */
function serverLoad(path: string) {
  const config = { ...defaultRuntimeConfig, apiUrl: server.url, intranetUrl: server.url };
  return manageRoute.loader({
    request: new Request(`http://catalogue.test${path}`),
    params: { code: 'V-ABC123' },
    context: { runtimeConfig: config },
  } as unknown as Parameters<typeof manageRoute.loader>[0]);
}

function renderManage(path = visitManagePath('V-ABC123', token)) {
  return renderRoute(manageRoute, visitRoutes.manage, testServices(server.url), path);
}

describe('a visit’s manage page (visits.ts)', () => {
  it('moves the visit to another free time of its site', async () => {
    const user = userEvent.setup();
    const { date, times } = laterSlots();
    renderManage();
    expect(await screen.findByText('V-ABC123')).toBeTruthy();
    expect(screen.getByText(`${visitDateWords(date)} a las ${times[0]}`)).toBeTruthy();
    // The move's proof is made once its form shows, not for every reading of the page.
    expect(server.requestsTo(apiPaths.visitChallenge)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cambiar horario' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Elegí un día' })),
    );
    await user.click(
      await screen.findByRole('radio', { name: new RegExp(`^${visitDateWords(date)}`) }),
    );
    const timeGroup = screen.getByRole('group', { name: 'Elegí un horario' });
    await user.click(within(timeGroup).getByRole('radio', { name: new RegExp(`^${times[1]}`) }));
    await user.click(screen.getByRole('button', { name: 'Confirmar el nuevo horario' }));

    expect(await screen.findByText(visitMessages.moved)).toBeTruthy();
    expect(screen.getByText(`${visitDateWords(date)} a las ${times[1]}`)).toBeTruthy();
    const [sent] = server.requestsTo(apiPaths.visitMove.replace(':code', 'V-ABC123'));
    expect(sent?.json).toEqual({ date, time: times[1], token, altcha: expect.any(String) });
    expect(await isSolvedProof((sent?.json as { altcha: string }).altcha)).toBe(true);
  });

  it('cancels the visit after asking, and then offers no change', async () => {
    const user = userEvent.setup();
    renderManage();
    await user.click(await screen.findByRole('button', { name: 'Cancelar visita' }));
    expect(server.requestsTo(apiPaths.visitCancel.replace(':code', 'V-ABC123'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar la visita' }));
    expect(await screen.findByText(visitMessages.cancelDone)).toBeTruthy();
    expect(screen.getByText(visitMessages.cancelled)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cambiar horario' })).toBeNull();
    expect(server.requestsTo(apiPaths.visitCancel.replace(':code', 'V-ABC123'))[0]?.json).toEqual({
      token,
    });
  });

  it('a past visit says it cannot change, without actions', async () => {
    visitAnswer = () => ({ body: data(visit({ status: 'attended', changeable: false })) });
    renderManage();
    expect(await screen.findByText(visitMessages.notChangeable)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar visita' })).toBeNull();
  });

  it('a visit not read: says so with “Reintentar”, which reads it again', async () => {
    const user = userEvent.setup();
    visitAnswer = () => ({ status: 503 });
    renderManage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    visitAnswer = () => ({ body: data(visit()) });
    await user.click(screen.getByRole('button', { name: messages.retry }));
    expect(await screen.findByText('V-ABC123')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a wrong secret is the visit’s not-found page, answered 404 by the server', async () => {
    renderManage(visitManagePath('V-ABC123', 'otro-secreto-cualquiera'));
    expect(await screen.findByRole('heading', { name: visitMessages.notFound })).toBeTruthy();

    const wrong = await serverLoad(visitManagePath('V-ABC123', 'otro'));
    expect(wrong.init?.status).toBe(404);
    expect(wrong.data.visit).toBeNull();
  });

  it('an address without its secret is the not-found page, 404 without asking the API', async () => {
    const path = visitManagePath('V-ABC123', token).replace(/\?.*$/, '');
    renderManage(path);
    expect(await screen.findByRole('heading', { name: visitMessages.notFound })).toBeTruthy();
    expect((await serverLoad(path)).init?.status).toBe(404);
    expect(server.requestsTo(visitPath)).toEqual([]);
  });

  it('the server renders the visit whole, 200', async () => {
    const found = await serverLoad(visitManagePath('V-ABC123', token));
    expect(found.init?.status).toBe(200);
    expect(found.data.visit).toMatchObject({ code: 'V-ABC123', changeable: true });
  });

  it('is answered for no cache to keep: its address holds the secret', () => {
    const headers = new Headers(manageRoute.headers({} as HeadersArgs));
    expect(headers.get('Cache-Control')).toBe('no-store');
  });
});
