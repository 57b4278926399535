import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@territorio/api-client';
import { LazyPage, retryableLazy } from './lazyPage';

function Page() {
  return <p>Contenido de la página</p>;
}

describe('lazy pages (spec 2.1, 8: ChunkLoadError)', () => {
  it('shows the page once its chunk arrives', async () => {
    const page = retryableLazy(() => Promise.resolve({ default: Page }));
    render(<LazyPage page={page} loadingMessage="Cargando…" />);
    expect(await screen.findByText('Contenido de la página')).toBeTruthy();
  });

  it('shows a message with "Reintentar" when the chunk fails, and loads it again on retry', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const page = retryableLazy(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: Page });
    });
    render(<LazyPage page={page} loadingMessage="Cargando…" />);
    expect(await screen.findByText(messages.lazyChunkError)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.retry }));
    expect(await screen.findByText('Contenido de la página')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('gives up on a chunk that takes too long', async () => {
    const page = retryableLazy(() => new Promise<{ default: () => null }>(() => undefined), 50);
    render(<LazyPage page={page} loadingMessage="Cargando…" />);
    expect(screen.getByText('Cargando…')).toBeTruthy();
    expect(await screen.findByText(messages.lazyChunkError)).toBeTruthy();
  });
});
