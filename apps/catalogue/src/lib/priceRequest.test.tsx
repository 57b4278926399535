import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithServices, testServices } from '../test/renderApp';
import { sessionKeys } from '../stores/sessionStore';
import { sharePriceRequest, usePriceRequested } from './priceRequest';

function Prices() {
  return <p>{usePriceRequested() ? 'Precios visibles' : 'Consultar precio'}</p>;
}

describe('the price request across tabs (spec 3 session flag)', () => {
  it('shows prices in an open tab as soon as another tab requests them', async () => {
    renderWithServices(<Prices />, testServices('http://api.test'));
    expect(screen.getByText('Consultar precio')).toBeTruthy();

    // Another tab: the same cookies, its own services and store.
    const otherTab = testServices('http://api.test');
    sharePriceRequest(otherTab.stores.session);
    expect(document.cookie).toContain(`${sessionKeys.priceRequested}=1`);
    expect(await screen.findByText('Precios visibles')).toBeTruthy();
  });

  it('reads the session again when the tab is shown', async () => {
    renderWithServices(<Prices />, testServices('http://api.test'));
    // Set by a tab whose message this one missed.
    document.cookie = `${sessionKeys.priceRequested}=1; Path=/`;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText('Precios visibles')).toBeTruthy();
  });
});
