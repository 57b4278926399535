import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiPaths,
  familyVisitPath,
  messages,
  personalDataMessages,
  proofOfWorkMessages,
  stockUnitGoneCode,
  unitVisitPath,
  visitCalendarUrl,
  visitManagePath,
  visitMessages,
  visitRoutes,
  visitSlotTimes,
  visitWindowDates,
} from '@territorio/api-client';
import { defaultRuntimeConfig, formatAddress, headOffice } from '@territorio/site-config';
import { data, family } from '../../test/fixtures';
import { renderRoute, testServices } from '../../test/renderApp';
import { isSolvedProof, testChallenge } from '../../test/proofOfWork';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp, Handler, Reply } from '@territorio/e2e-kit/canned-http';
import { visitDateWords } from '../../lib/visitSlots';
import * as bookingRoute from '../../routes/visit-booking';

let server: CannedHttp;

const notFound: Reply = {
  status: 404,
  body: { data: null, error: { code: 'not_found', message: 'No' } },
};

/**
 * The head office's window as of now: the first two days offer nothing (today may be too
 * soon), the next day with sales hours is closed, the one after it is full, and every later
 * day with sales hours has every time free twice.
 */
function windowSlots(taken: readonly string[] = []) {
  const dates = visitWindowDates(headOffice, new Date());
  const withHours = dates.filter(
    (date, index) => index >= 2 && visitSlotTimes(headOffice, date).length > 0,
  );
  const [closedDate, fullDate] = withHours;
  return {
    site: 'godoy-cruz',
    time_zone: headOffice.timeZone,
    capacity: 2,
    days: dates.map((date, index) => ({
      date,
      closed: date === closedDate,
      slots:
        index < 2 || date === closedDate
          ? []
          : visitSlotTimes(headOffice, date).map((time) => ({
              time,
              starts_at: `${date}T${time}:00-03:00`,
              free: date === fullDate || taken.includes(`${date} ${time}`) ? 0 : 2,
            })),
    })),
  };
}

/** The closed day and the full day of `windowSlots`. */
function closedAndFullDates(): [string, string] {
  const days = windowSlots().days;
  const closed = days.find((day) => day.closed)?.date ?? '';
  const full =
    days.find((day) => day.slots.length > 0 && day.slots.every((slot) => slot.free === 0))?.date ??
    '';
  return [closed, full];
}

/** The first date of the window with times to choose, and its first time. */
function firstOpenSlot(): { date: string; time: string } {
  const day = windowSlots().days.find((candidate) => candidate.slots.some((slot) => slot.free));
  const time = day?.slots[0]?.time;
  if (!day || !time) throw new Error('no open slot in the window');
  return { date: day.date, time };
}

/** The API's answer to a booking of `date` and `time` at the head office. */
function bookedAnswer(date: string, time: string): Reply {
  return {
    status: 201,
    body: data({
      token: 'secreto-de-prueba-1234',
      visit: {
        code: 'V-ABC123',
        status: 'booked',
        site: 'godoy-cruz',
        date,
        time,
        starts_at: `${date}T${time}:00-03:00`,
        ends_at: `${date}T${time}:00-03:00`,
        test_drive: true,
        name: 'Ana Pérez',
        email: 'ana@correo.example',
        vehicle: {
          brand_id: 1,
          family_id: 101,
          title: 'Volkswagen Polo',
          unit_id: null,
          unit_path: null,
        },
        sequence: 0,
        changeable: true,
      },
    }),
  };
}

const freshChallenge: Handler = async () => ({ body: data(await testChallenge()) });

let slotsAnswer: () => Reply = () => ({ body: data(windowSlots()) });
let bookingAnswer: () => Reply = () => ({ status: 500 });
let challengeAnswer: Handler = freshChallenge;

beforeAll(async () => {
  server = await startCannedHttp();
  server.on('GET', '/v1/vw/stock/families/101', { body: data(family()) });
  server.on('GET', apiPaths.visitSlots, () => slotsAnswer());
  server.on('GET', apiPaths.visitChallenge, (request) => challengeAnswer(request));
  server.on('POST', apiPaths.visits, () => bookingAnswer());
  server.on('GET', '/v1/vw/stock/families/999', notFound);
  server.on('GET', apiPaths.stockUnit.replace(':id', '7'), {
    status: 410,
    body: {
      data: { similar: [] },
      error: { code: stockUnitGoneCode, message: 'La unidad ya no está disponible.' },
    },
  });
  server.on('GET', apiPaths.stockUnit.replace(':id', '8'), notFound);
});
afterEach(() => {
  server.requests.length = 0;
  slotsAnswer = () => ({ body: data(windowSlots()) });
  challengeAnswer = freshChallenge;
});
afterAll(() => server.close());

const bookingPath = `${familyVisitPath('volkswagen', 101)}&sucursal=godoy-cruz`;

function renderBooking(path = bookingPath, options?: Parameters<typeof testServices>[1]) {
  return renderRoute(bookingRoute, visitRoutes.book, testServices(server.url, options), path);
}

/** What assistive technology reads with a field: its help text and its error. */
function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');
}

const dayGroup = () => screen.getByRole('group', { name: 'Elegí un día' });
const timeGroup = () => screen.getByRole('group', { name: 'Elegí un horario' });

async function chooseFirstSlot(user: ReturnType<typeof userEvent.setup>) {
  const { date, time } = firstOpenSlot();
  await user.click(
    await screen.findByRole('radio', { name: new RegExp(`^${visitDateWords(date)}`) }),
  );
  await user.click(within(timeGroup()).getByRole('radio', { name: new RegExp(`^${time}`) }));
  return { date, time };
}

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Nombre y apellido/), 'Ana Pérez');
  await user.type(screen.getByLabelText(/Teléfono/), '261 555-0000');
  await user.type(screen.getByLabelText(/Email/), 'ana@correo.example');
}

describe('booking a visit (visits.ts)', () => {
  it('offers the open days only, a day’s times with their free places, and asks for a day first', async () => {
    const user = userEvent.setup();
    renderBooking();
    const [closedDate, fullDate] = closedAndFullDates();
    const closed = await screen.findByRole('radio', {
      name: new RegExp(`^${visitDateWords(closedDate)}`),
    });
    expect(closed.closest('label')?.textContent).toContain('Cerrado');
    expect(closed).toHaveProperty('disabled', true);
    const full = screen.getByRole('radio', { name: new RegExp(`^${visitDateWords(fullDate)}`) });
    expect(full.closest('label')?.textContent).toContain('Sin horarios libres');
    expect(full).toHaveProperty('disabled', true);
    expect(server.requestsTo(apiPaths.visitSlots)[0]?.search).toBe('?site=godoy-cruz');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(within(dayGroup()).getByText(visitMessages.dateRequired)).toBeTruthy();
    // Focus lands on the first day that may be chosen.
    const firstOpen = within(dayGroup())
      .getAllByRole('radio')
      .find((radio) => !(radio as HTMLInputElement).disabled);
    expect(document.activeElement).toBe(firstOpen);

    const { time } = await chooseFirstSlot(user);
    expect(
      within(timeGroup())
        .getByRole('radio', { name: new RegExp(`^${time}`) })
        .closest('label')?.textContent,
    ).toContain('2 lugares libres');
    expect(screen.queryByText(visitMessages.dateRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tus datos' }));
  });

  it('checks the buyer with the request’s rules and moves focus to the first field to fix', async () => {
    const user = userEvent.setup();
    renderBooking();
    await chooseFirstSlot(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar visita' }));
    const name = screen.getByLabelText(/Nombre y apellido/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(descriptionOf(name)).toContain(personalDataMessages.nameRequired);
    expect(descriptionOf(screen.getByLabelText(/Teléfono/))).toContain(
      personalDataMessages.telephoneRequired,
    );
    await user.type(name, 'Ana Pérez');
    await user.type(screen.getByLabelText(/Teléfono/), '123');
    await user.type(screen.getByLabelText(/Email/), 'no-es-un-email');
    await user.click(screen.getByRole('button', { name: 'Confirmar visita' }));
    expect(descriptionOf(screen.getByLabelText(/Teléfono/))).toContain(
      personalDataMessages.telephoneInvalid,
    );
    expect(descriptionOf(screen.getByLabelText(/Email/))).toContain(
      personalDataMessages.emailInvalid,
    );
    // The focus moves once the submit's check has run (it is asynchronous).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Teléfono/)));
    expect(server.requestsTo(apiPaths.visits, 'POST')).toEqual([]);
  });

  it('shows the API’s refusal under its field', async () => {
    const user = userEvent.setup();
    bookingAnswer = () => ({
      status: 400,
      body: {
        data: null,
        error: {
          code: 'invalid_request',
          message: 'Revisá los datos.',
          fields: { email: visitMessages.duplicate },
        },
      },
    });
    renderBooking();
    await chooseFirstSlot(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Confirmar visita' }));
    const email = screen.getByLabelText(/Email/);
    await waitFor(() => expect(descriptionOf(email)).toContain(visitMessages.duplicate));
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('the caps on live bookings: a telephone under its field, the connection above the button', async () => {
    const user = userEvent.setup();
    const refusal = (fields: Record<string, string>) => ({
      status: 409,
      body: {
        data: null,
        error: { code: 'visit_cap', message: Object.values(fields)[0]!, fields },
      },
    });
    bookingAnswer = () => refusal({ telephone: visitMessages.telephoneCapReached });
    renderBooking();
    await chooseFirstSlot(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Confirmar visita' }));
    const telephone = screen.getByLabelText(/Teléfono/);
    await waitFor(() =>
      expect(descriptionOf(telephone)).toContain(visitMessages.telephoneCapReached),
    );

    bookingAnswer = () => refusal({ client: visitMessages.clientCapReached });
    await user.click(screen.getByRole('button', { name: 'Confirmar visita' }));
    const status = await screen.findByText(visitMessages.clientCapReached);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByLabelText(/Email/)).toHaveProperty('value', 'ana@correo.example');
  });

  it('a time taken meanwhile: the slots are read again and the times say it is full', async () => {
    const user = userEvent.setup();
    const { date, time } = firstOpenSlot();
    bookingAnswer = () => {
      slotsAnswer = () => ({ body: data(windowSlots([`${date} ${time}`])) });
      return {
        status: 409,
        body: {
          data: null,
          error: {
            code: 'visit_slot_full',
            message: visitMessages.full,
            fields: { time: visitMessages.full },
          },
        },
      };
    };
    renderBooking();
    await chooseFirstSlot(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Confirmar visita' }));
    expect(await within(timeGroup()).findByText(visitMessages.full)).toBeTruthy();
    await waitFor(() =>
      expect(within(timeGroup()).queryByRole('radio', { name: new RegExp(`^${time}`) })).toBeNull(),
    );
    expect(server.requestsTo(apiPaths.visitSlots)).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Elegí un horario' }));
    // What the buyer typed stays.
    expect(screen.getByLabelText(/Email/)).toHaveProperty('value', 'ana@correo.example');
  });

  it('books the family at the site chosen and confirms with the code, the address and the links', async () => {
    const user = userEvent.setup();
    const { date, time } = firstOpenSlot();
    bookingAnswer = () => bookedAnswer(date, time);
    renderBooking(familyVisitPath('volkswagen', 101));
    await user.click(await screen.findByRole('radio', { name: /^Godoy Cruz/ }));
    await chooseFirstSlot(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await fillPerson(user);
    await user.click(screen.getByRole('checkbox', { name: visitMessages.testDriveLabel }));
    await user.click(screen.getByRole('button', { name: 'Confirmar visita' }));

    const heading = await screen.findByRole('heading', { name: visitMessages.booked });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const [sent] = server.requestsTo(apiPaths.visits, 'POST');
    expect(sent?.json).toEqual({
      site: 'godoy-cruz',
      brand_id: 1,
      family_id: 101,
      date,
      time,
      name: 'Ana Pérez',
      telephone: '261 555-0000',
      email: 'ana@correo.example',
      test_drive: true,
      altcha: expect.any(String),
    });
    // The challenge the form fetched when it showed, solved as the API checks it.
    expect(server.requestsTo(apiPaths.visitChallenge)).toHaveLength(1);
    expect(await isSolvedProof((sent?.json as { altcha: string }).altcha)).toBe(true);
    const main = document.body;
    expect(within(main).getByText('V-ABC123')).toBeTruthy();
    expect(within(main).getByText(`${visitDateWords(date)} a las ${time}`)).toBeTruthy();
    expect(main.textContent).toContain(formatAddress(headOffice));
    expect(
      within(main)
        .getByRole('link', { name: /Ver en el mapa/ })
        .getAttribute('href'),
    ).toBe(headOffice.mapUrl);
    expect(within(main).getByText(visitMessages.bringTestDrive)).toBeTruthy();
    expect(
      within(main).getByRole('link', { name: 'Agregar a mi calendario' }).getAttribute('href'),
    ).toBe(visitCalendarUrl(server.url, 'V-ABC123', 'secreto-de-prueba-1234'));
    expect(
      within(main).getByRole('link', { name: 'Cambiar o cancelar la visita' }).getAttribute('href'),
    ).toBe(visitManagePath('V-ABC123', 'secreto-de-prueba-1234'));
  });

  it('the slots not read: says so with “Reintentar”, which reads them again', async () => {
    const user = userEvent.setup();
    slotsAnswer = () => ({ status: 503 });
    renderBooking();
    expect(await screen.findByText(visitMessages.slotsError)).toBeTruthy();
    slotsAnswer = () => ({ body: data(windowSlots()) });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await chooseFirstSlot(user);
    expect(screen.queryByText(visitMessages.slotsError)).toBeNull();
  });

  describe('the proof of work', () => {
    it('a submit before the proof is ready waits for it, saying so, and then books', async () => {
      const user = userEvent.setup();
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      challengeAnswer = async (request) => {
        await released;
        return freshChallenge(request);
      };
      const { date, time } = firstOpenSlot();
      bookingAnswer = () => bookedAnswer(date, time);
      // The challenge is held back until `release`: it must not time out meanwhile.
      renderBooking(bookingPath, { timeoutMs: 60_000 });
      await chooseFirstSlot(user);
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      await fillPerson(user);
      await user.click(screen.getByRole('button', { name: 'Confirmar visita' }));
      const waiting = await screen.findByText(proofOfWorkMessages.pending);
      expect(waiting.closest('[role="status"]')).not.toBeNull();
      expect(server.requestsTo(apiPaths.visits, 'POST')).toEqual([]);

      release();
      await screen.findByRole('heading', { name: visitMessages.booked });
      const [sent] = server.requestsTo(apiPaths.visits, 'POST');
      expect(await isSolvedProof((sent?.json as { altcha: string }).altcha)).toBe(true);
    });

    it('a challenge that cannot be fetched: says so with “Reintentar”, the form kept, which books once it can', async () => {
      const user = userEvent.setup();
      challengeAnswer = () => ({ status: 503 });
      const { date, time } = firstOpenSlot();
      bookingAnswer = () => bookedAnswer(date, time);
      renderBooking();
      await chooseFirstSlot(user);
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      await fillPerson(user);
      await user.click(screen.getByRole('button', { name: 'Confirmar visita' }));
      const failure = await screen.findByText(proofOfWorkMessages.unavailable);
      expect(failure.closest('[role="status"]')).not.toBeNull();
      expect(server.requestsTo(apiPaths.visits, 'POST')).toEqual([]);
      expect(screen.getByLabelText(/Email/)).toHaveProperty('value', 'ana@correo.example');

      challengeAnswer = freshChallenge;
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      await screen.findByRole('heading', { name: visitMessages.booked });
      expect(server.requestsTo(apiPaths.visits, 'POST')).toHaveLength(1);
    });

    it('a proof the API refuses: says why with “Reintentar”, which sends a new one', async () => {
      const user = userEvent.setup();
      const { date, time } = firstOpenSlot();
      bookingAnswer = () => {
        bookingAnswer = () => bookedAnswer(date, time);
        return {
          status: 400,
          body: {
            data: null,
            error: {
              code: 'proof_of_work_expired',
              message: proofOfWorkMessages.expired,
              fields: { altcha: proofOfWorkMessages.expired },
            },
          },
        };
      };
      renderBooking();
      await chooseFirstSlot(user);
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      await fillPerson(user);
      await user.click(screen.getByRole('button', { name: 'Confirmar visita' }));
      expect(await screen.findByText(proofOfWorkMessages.expired)).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      await screen.findByRole('heading', { name: visitMessages.booked });
      const sent = server
        .requestsTo(apiPaths.visits, 'POST')
        .map((request) => (request.json as { altcha: string }).altcha);
      expect(sent).toHaveLength(2);
      expect(sent[1]).not.toBe(sent[0]);
      expect(await isSolvedProof(sent[1])).toBe(true);
      expect(server.requestsTo(apiPaths.visitChallenge)).toHaveLength(2);
    });
  });
});

describe('a booking that cannot be made', () => {
  /** The route's server loader for `path`, against the test API. */
  function serverLoad(path: string) {
    const config = { ...defaultRuntimeConfig, apiUrl: server.url, intranetUrl: server.url };
    return bookingRoute.loader({
      request: new Request(`http://catalogue.test${path}`),
      params: {},
      context: { runtimeConfig: config },
    } as unknown as Parameters<typeof bookingRoute.loader>[0]);
  }

  it('a unit reserved or sold meanwhile says so, answered 410', async () => {
    renderBooking(unitVisitPath(7));
    expect(
      await screen.findByRole('heading', { name: visitMessages.unitUnavailable }),
    ).toBeTruthy();
    expect((await serverLoad(unitVisitPath(7))).init?.status).toBe(410);
  });

  it('an unknown unit or family, or no vehicle at all, is answered 404', async () => {
    renderBooking(familyVisitPath('volkswagen', 999));
    expect(await screen.findByRole('heading', { name: messages.familyNotFound })).toBeTruthy();
    expect((await serverLoad(familyVisitPath('volkswagen', 999))).init?.status).toBe(404);
    expect((await serverLoad(unitVisitPath(8))).init?.status).toBe(404);
    expect((await serverLoad(visitRoutes.book)).init?.status).toBe(404);
    const found = await serverLoad(bookingPath);
    expect(found.init?.status).toBe(200);
    expect(found.data.family).toMatchObject({ id: 101 });
  });

  it('no vehicle in the address asks for one', async () => {
    renderBooking(visitRoutes.book);
    expect(
      await screen.findByRole('heading', { name: visitMessages.vehicleRequired }),
    ).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('a vehicle not read: says so with “Reintentar”, which reads it again', async () => {
    const user = userEvent.setup();
    server.on('GET', '/v1/vw/stock/families/101', { status: 503 });
    renderBooking();
    expect(await screen.findByRole('alert')).toBeTruthy();
    server.on('GET', '/v1/vw/stock/families/101', { body: data(family()) });
    await user.click(screen.getByRole('button', { name: messages.retry }));
    expect(await screen.findByRole('group', { name: 'Elegí un día' })).toBeTruthy();
  });
});
