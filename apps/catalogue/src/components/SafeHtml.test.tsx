import { screen } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderWithServices, testServices } from '../test/renderApp';
import { loadSanitizer, SafeHtml } from './SafeHtml';

const hostile =
  '<p>Llegó.</p><img src="/media/news/1.jpg" onerror="alert(1)"><script>alert(2)</script>';

describe('SafeHtml (DECISIONS "Catalogue")', () => {
  it('shows the HTML the server sanitized at once, without the sanitizer', () => {
    const services = testServices('http://api.test');
    services.servedHtml.set(hostile, '<p>Llegó (del servidor).</p>');
    const { container } = renderWithServices(
      <SafeHtml html={hostile} apiUrl="http://api.test" />,
      services,
    );
    expect(container.innerHTML).toContain('<p>Llegó (del servidor).</p>');
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('sanitizes other HTML once DOMPurify has loaded, and keeps the result', async () => {
    const services = testServices('http://api.test');
    const { container } = renderWithServices(
      <SafeHtml html={hostile} apiUrl="http://api.test" />,
      services,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    // happy-dom is not a window DOMPurify supports: sanitize with jsdom's, as the server does.
    const { setPurifierWindow } = await loadSanitizer();
    setPurifierWindow(new JSDOM('').window as unknown as Parameters<typeof setPurifierWindow>[0]);
    expect(await screen.findByText('Llegó.')).toBeTruthy();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('<script>');
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'http://api.test/media/news/1.jpg',
    );
    expect(services.servedHtml.get(hostile)).toContain('<p>Llegó.</p>');
  });
});
