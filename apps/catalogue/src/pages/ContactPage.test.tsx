import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiPaths, brands } from '@territorio/api-client';
import { sites } from '@territorio/site-config';
import { siteBrandIds, sitePhones } from '@territorio/site-config/phones';
import { data, parameters } from '../test/fixtures';
import { renderWithServices, testServices } from '../test/renderApp';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { ContactPage } from './ContactPage';

let server: CannedHttp;

beforeAll(async () => {
  server = await startCannedHttp();
  server.on('GET', apiPaths.parameters, { body: data(parameters()) });
});
afterAll(() => server.close());

/** The site's card: its heading's article. */
function siteCard(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) });
  const card = heading.closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

const departmentNames = ['Ventas y planes de ahorro', 'Administración', 'Postventa'];

/** A department of a site's card: what its heading heads. */
function departmentOf(card: HTMLElement, name: string): HTMLElement {
  const heading = within(card).getByRole('heading', { level: 4, name });
  if (!heading.parentElement) throw new Error(`no department ${name}`);
  return heading.parentElement;
}

describe('contact page (spec 2.9)', () => {
  it('gives each site its hours and lines for sales and plans, administration and after-sales', () => {
    renderWithServices(<ContactPage />, testServices(server.url), '/contacto');
    expect(sites.map((site) => site.name)).toEqual(['Godoy Cruz', 'San Rafael', 'San Juan']);
    for (const site of sites) {
      const card = siteCard(site.name);
      expect(
        within(card)
          .getAllByRole('heading', { level: 4 })
          .map((heading) => heading.textContent),
      ).toEqual(departmentNames);
      for (const [index, department] of (
        ['sales', 'administration', 'services'] as const
      ).entries()) {
        const region = departmentOf(card, departmentNames[index] ?? '');
        const hours = site.hours.find((item) => item.department === department);
        expect(hours, `${site.name} ${department}`).toBeDefined();
        expect(region.textContent).toContain(hours?.text);
        const terms = within(region)
          .getAllByRole('term')
          .map((term) => term.textContent);
        const links = within(region)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]);
        const lines = sitePhones(site).filter((line) => line.department === department);
        expect(links).toEqual(lines.map((line) => [line.phone, `tel:${line.phoneE164}`]));
        expect(terms).toEqual(
          department === 'administration'
            ? ['Teléfono']
            : siteBrandIds.map((brandId) => brands[brandId].name),
        );
      }
    }
  });

  it('shows the main site’s sales hours of spec 2.9', () => {
    renderWithServices(<ContactPage />, testServices(server.url), '/contacto');
    const sales = departmentOf(siteCard('Godoy Cruz'), 'Ventas y planes de ahorro');
    expect(sales.textContent).toContain(
      'Lunes a viernes de 10:00 a 14:00 y de 15:00 a 19:00. Sábados de 10:00 a 13:00.',
    );
  });
});
