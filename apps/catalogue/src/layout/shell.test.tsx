import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { group } from '@territorio/site-config';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { data, parameters } from '../test/fixtures';
import { renderWithServices, testServices } from '../test/renderApp';
import { AppShell } from './AppShell';
import { moreMenuEntries } from './navigation';
import { shouldShowPopups } from './PopupList';
import { activeSection } from './sections';

let server: CannedHttp;
let contactMethods: unknown[] = [];
let popups: unknown[] = [];

beforeAll(async () => {
  server = await startCannedHttp();
  server.on('GET', '/api/v2/territorio/parameter', () => ({
    body: data(parameters({ contact_methods: contactMethods, popups })),
  }));
});
afterAll(() => server.close());
beforeEach(() => {
  contactMethods = [];
  popups = [];
});

/** The address the router shows, for tests that follow a link. */
function Address() {
  const { pathname } = useLocation();
  return <output aria-label="Dirección">{pathname}</output>;
}

function renderShell(path = '/') {
  const services = testServices(server.url);
  return renderWithServices(
    <AppShell>
      <p>Página</p>
      <Address />
    </AppShell>,
    services,
    path,
  );
}

const admin = (
  brandId: number,
  zoom_link: string | null,
  whatsapp_number: string | number | null,
) => ({
  brand_id: brandId,
  department: 'administration',
  zoom_link,
  whatsapp_number,
});

describe('active section (spec 2.2)', () => {
  it('numbers the sections 1 to 5', () => {
    expect(activeSection('/vehiculos-0km/versiones/volkswagen/polo/101')).toBe(1);
    expect(activeSection('/oportunidades/nissan')).toBe(2);
    expect(activeSection('/planes-de-ahorro')).toBe(3);
    expect(activeSection('/postventa')).toBe(4);
    expect(activeSection('/ducati')).toBe(5);
    expect(activeSection('/noticias')).toBeNull();
    expect(activeSection('/vehiculos-0kmx')).toBeNull();
  });

  it('highlights the active section in the header', async () => {
    renderShell('/oportunidades');
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    expect(
      within(nav).getByRole('link', { name: 'Oportunidades' }).getAttribute('data-active'),
    ).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Ducati' }).getAttribute('data-active')).toBe(
      'false',
    );
    await screen.findByText('Página');
  });
});

describe('header icons from the administration contact method (spec 2.2)', () => {
  it('shows a video-call icon for a zoom link and a messaging icon for a number', async () => {
    contactMethods = [admin(5, 'https://zoom.us/j/123', '5492615550000')];
    renderShell('/');
    const header = screen.getByRole('banner');
    expect(
      (await within(header).findByRole('link', { name: /Videollamada por Zoom/ })).getAttribute(
        'href',
      ),
    ).toBe('https://zoom.us/j/123');
    expect(
      within(header)
        .getByRole('link', { name: /Escribinos por WhatsApp/ })
        .getAttribute('href'),
    ).toBe('https://wa.me/5492615550000');
    expect(within(header).queryByRole('link', { name: 'Contacto' })).toBeNull();
  });

  it('shows the contact icon to /contacto without a video link, and no messaging icon without a number', async () => {
    contactMethods = [admin(5, '2615550000', null)];
    await renderShell('/').settled();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Contacto' }).getAttribute('href')).toBe(
      '/contacto',
    );
    expect(within(header).queryByRole('link', { name: /Videollamada/ })).toBeNull();
    expect(within(header).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it.each(['/', '/vehiculos-0km/chevrolet'])(
    'spec 3: follows the first administration entry, whichever brand it is (%s)',
    async (path) => {
      contactMethods = [
        { ...admin(5, 'https://zoom.us/j/555', null), department: 'sales' },
        admin(1, 'skype:vw.admin?call', '0'),
        admin(5, 'https://zoom.us/j/123', '5492615550000'),
      ];
      renderShell(path);
      const header = screen.getByRole('banner');
      expect(
        await within(header).findByRole('link', { name: /Videollamada por Skype/ }),
      ).toBeTruthy();
      expect(within(header).queryByRole('link', { name: /Zoom|WhatsApp/ })).toBeNull();
    },
  );
});

describe('the "Más" menu (spec 2.2)', () => {
  it('lists the conditional entries first, then the fixed ones', () => {
    const labels = (methods: unknown[]) =>
      moreMenuEntries(methods as Parameters<typeof moreMenuEntries>[0]).map((entry) => entry.label);
    const fixed = [
      'Stock disponible',
      'Postventa',
      'Contacto',
      'Usados',
      'Turnos Chevrolet',
      'Turnos Volkswagen',
      'Turnos Nissan',
    ];
    expect(labels([])).toEqual(fixed);
    expect(labels([admin(5, 'https://zoom.us/j/1', 5492615550000)])).toEqual([
      'Videollamada por Zoom',
      'Escribinos por WhatsApp',
      ...fixed,
    ]);
    expect(labels([admin(5, 'skype:x?call', null)])).toEqual(['Videollamada por Skype', ...fixed]);
    expect(labels([admin(5, '2615550000', 0)])).toEqual(['Llamanos', ...fixed]);
    expect(labels([admin(5, '0', '0')])).toEqual(fixed);
  });

  it('opens a full-screen menu titled with the group name and closes it', async () => {
    const user = userEvent.setup();
    contactMethods = [admin(5, '2615550000', null)];
    renderShell('/');
    await user.click(screen.getByRole('button', { name: 'Más' }));
    const dialog = await screen.findByRole('dialog', { name: `Más de ${group.name}` });
    expect(within(dialog).getByRole('link', { name: 'Postventa' }).getAttribute('href')).toBe(
      '/postventa',
    );
    expect(
      (await within(dialog).findByRole('link', { name: 'Llamanos' })).getAttribute('href'),
    ).toBe('tel:2615550000');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('spec 3: takes its call links from the first administration entry, not the group’s', async () => {
    const user = userEvent.setup();
    contactMethods = [
      admin(2, '2615550000', null),
      admin(5, 'https://zoom.us/j/1', '5492615550000'),
    ];
    renderShell('/');
    await user.click(screen.getByRole('button', { name: 'Más' }));
    const dialog = await screen.findByRole('dialog', { name: `Más de ${group.name}` });
    expect(
      (await within(dialog).findByRole('link', { name: 'Llamanos' })).getAttribute('href'),
    ).toBe('tel:2615550000');
    expect(within(dialog).queryByRole('link', { name: /Zoom|WhatsApp/ })).toBeNull();
  });
});

describe('footer', () => {
  it('ends the legal name with a single period before the notes', async () => {
    renderShell('/');
    const footer = screen.getByRole('contentinfo');
    const line = within(footer).getByText(/^©/).textContent ?? '';
    expect(line).toBe(
      '© Piedemonte Automotores S.A. Precios sin gastos de patentamiento ni entrega. Fotos no contractuales.',
    );
    await screen.findByText('Página');
  });
});

describe('popups (spec 2.2)', () => {
  const popup = { id: 1, title: 'Reservá online', image: '', url: '/como-reservar', text: 'Promo' };

  it('is not shown on the excluded addresses', () => {
    const base = { popups: [popup] as never[], isClosed: false };
    expect(shouldShowPopups({ ...base, address: '/' })).toBe(true);
    expect(shouldShowPopups({ ...base, address: '/concesionario-digital/continue/X' })).toBe(false);
    expect(
      shouldShowPopups({ ...base, address: '/vehiculos-0km/reservar/vw/1/polo/101/polo' }),
    ).toBe(false);
    expect(shouldShowPopups({ ...base, address: '/oportunidades?source=campaign' })).toBe(false);
    expect(shouldShowPopups({ ...base, address: '/', isClosed: true })).toBe(false);
    expect(shouldShowPopups({ ...base, popups: [], address: '/' })).toBe(false);
  });

  it('shows first, and once closed is remembered for the session', async () => {
    const user = userEvent.setup();
    popups = [popup];
    renderShell('/');
    const dialog = await screen.findByRole('dialog', { name: 'Reservá online' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain('territorio_popups_closed=1');
  });

  it('closes for the session when its own link is followed', async () => {
    const user = userEvent.setup();
    popups = [popup];
    renderShell('/');
    const dialog = await screen.findByRole('dialog', { name: 'Reservá online' });
    await user.click(within(dialog).getByRole('link', { name: 'Ver más' }));
    expect(screen.getByRole('status', { name: 'Dirección' }).textContent).toBe('/como-reservar');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain('territorio_popups_closed=1');
  });

  it('carries the withdrawal link, which closes it and opens the withdrawal form (Disp. 954/2025)', async () => {
    const user = userEvent.setup();
    popups = [popup];
    renderShell('/oportunidades?source=web');
    const dialog = await screen.findByRole('dialog', { name: 'Reservá online' });
    const link = within(dialog).getByRole('link', { name: 'Botón de arrepentimiento' });
    expect(link.getAttribute('href')).toBe('/oportunidades?source=web&arrepentimiento=');
    await user.click(link);
    expect(await screen.findByRole('dialog', { name: 'Botón de arrepentimiento' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Reservá online' })).toBeNull();
    expect(document.cookie).toContain('territorio_popups_closed=1');
  });

  it("fetches the popup picture on arrival, with its size, without taking the page's priority", async () => {
    popups = [{ ...popup, image: '/media/banners/popup-reserva.svg' }];
    renderShell('/');
    const dialog = await screen.findByRole('dialog', { name: 'Reservá online' });
    const image = within(dialog).getByRole('img', { name: 'Reservá online' });
    const src = `${server.url}/media/banners/popup-reserva.svg`;
    expect(image.getAttribute('src')).toBe(src);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['600', '600']);
    // Not lazy (it is on screen at once), not ahead of the page's main image.
    expect(image.hasAttribute('loading')).toBe(false);
    expect(image.hasAttribute('fetchpriority')).toBe(false);
    const srcSet =
      `${server.url}/media/banners/popup-reserva-300w.webp 300w, ` +
      `${server.url}/media/banners/popup-reserva-600w.webp 600w`;
    const source = image.parentElement?.querySelector('source');
    expect([source?.getAttribute('type'), source?.getAttribute('srcset')]).toEqual([
      'image/webp',
      srcSet,
    ]);
  });

  it('stays hidden on a campaign address', async () => {
    popups = [popup];
    await renderShell('/oportunidades?source=campaign').settled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
