/** spec 4: a part of a page shows its answer, its loading state or its failure with 'Reintentar'. */
import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { messages } from '@territorio/api-client/core';
import { renderWithServices, testServices } from '../test/renderApp';
import { Deferred } from './Deferred';
import type { Part } from './loaderData';

const failure = { message: 'No pudimos cargar los modelos.', isNotFound: false };

function renderPart(part: Part<readonly string[]>) {
  return renderWithServices(
    <Deferred part={part} loadingMessage="Cargando modelos…">
      {(names) => <p>{names.join(', ')}</p>}
    </Deferred>,
    testServices('http://api.test'),
    '/contacto',
  );
}

describe('a deferred part (spec 4)', () => {
  it('shows an answer the server read at once', () => {
    renderPart(['Polo', 'Taos']);
    expect(screen.getByText('Polo, Taos')).toBeDefined();
  });

  it('shows its loading state until the answer arrives', async () => {
    let answer: (names: readonly string[]) => void = () => undefined;
    await act(async () => {
      renderPart(new Promise((resolve) => (answer = resolve)));
    });
    expect(screen.getByText('Cargando modelos…')).toBeDefined();
    await act(async () => answer(['Polo']));
    expect(await screen.findByText('Polo')).toBeDefined();
  });

  it('shows a failure the server read, with Reintentar', () => {
    renderPart({ failedRead: failure });
    expect(screen.getByRole('alert').textContent).toBe(failure.message);
    expect(screen.getByRole('button', { name: messages.retry })).toBeDefined();
  });

  it('shows a read that failed in the browser, with Reintentar', async () => {
    await act(async () => {
      renderPart(Promise.reject(failure));
    });
    expect((await screen.findByRole('alert')).textContent).toBe(failure.message);
    expect(screen.getByRole('button', { name: messages.retry })).toBeDefined();
  });

  it('shows its loading state and its failure inside `frame`', async () => {
    const frame = (notice: ReactNode) => <section aria-label="Marco">{notice}</section>;
    let fail: (reason: unknown) => void = () => undefined;
    await act(async () => {
      renderWithServices(
        <Deferred
          part={new Promise<string>((_, reject) => (fail = reject))}
          loadingMessage="Cargando el vehículo…"
          frame={frame}
        >
          {(name) => <p>{name}</p>}
        </Deferred>,
        testServices('http://api.test'),
        '/contacto',
      );
    });
    const shown = screen.getByRole('region', { name: 'Marco' });
    expect(shown.textContent).toContain('Cargando el vehículo…');
    await act(async () => fail(failure));
    expect(
      within(await screen.findByRole('region', { name: 'Marco' })).getByRole('alert'),
    ).toBeDefined();
  });

  it('retries a part its component read with its own read', async () => {
    const onRetry = vi.fn();
    renderWithServices(
      <Deferred part={{ failedRead: failure }} loadingMessage="Cargando modelos…" onRetry={onRetry}>
        {(names: readonly string[]) => <p>{names.join(', ')}</p>}
      </Deferred>,
      testServices('http://api.test'),
      '/contacto',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: messages.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
