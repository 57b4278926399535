import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ConnectionNotice } from '../forms/ConnectionNotice';
import { messages } from '@territorio/api-client/core';
import {
  cachedAtMetaName,
  formNeedsConnectionMessage,
  offlinePageMessage,
} from '../lib/offlineCopy';
import { renderWithServices, testServices } from '../test/renderApp';
import { OfflineNotice } from './OfflineNotice';
import { ErrorNotice } from './ErrorNotice';

afterEach(() => {
  document.head.querySelector(`meta[name="${cachedAtMetaName}"]`)?.remove();
  vi.restoreAllMocks();
});

describe('OfflineNotice', () => {
  it('is an empty polite region while the data is fresh', () => {
    renderWithServices(<OfflineNotice />, testServices('http://api.test'));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('gives the date of a page the worker served from its cache', () => {
    const meta = document.createElement('meta');
    meta.name = cachedAtMetaName;
    meta.content = new Date(2026, 10, 26, 14, 30).toISOString();
    document.head.append(meta);
    renderWithServices(<OfflineNotice />, testServices('http://api.test'));
    expect(screen.getByRole('status').textContent).toBe(
      'Sin conexión: mostramos precios del 26/11/2026 14:30',
    );
  });

  it('gives the date of the oldest cached read the page shows', () => {
    const services = testServices('http://api.test');
    renderWithServices(<OfflineNotice />, services);
    act(() => {
      services.stores.connectivity.getState().noteCachedCopy(new Date(2026, 10, 25, 8, 5));
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Sin conexión: mostramos precios del 25/11/2026 08:05',
    );
  });
});

describe('parts that cannot be read offline', () => {
  it('are said once for the page, and each offers its retry again once back online', () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithServices(
      <>
        <OfflineNotice />
        <ErrorNotice message="No pudimos cargar los modelos." onRetry={() => undefined} />
        <ErrorNotice message="No pudimos cargar las oportunidades." onRetry={() => undefined} />
      </>,
      testServices('http://api.test'),
    );
    expect(screen.getAllByText(offlinePageMessage)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: messages.retry })).toBeNull();
    act(() => {
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(offlinePageMessage)).toBeNull();
    expect(screen.getAllByRole('button', { name: messages.retry })).toHaveLength(2);
  });
});

describe('ConnectionNotice', () => {
  it('says a form needs a connection when the browser goes offline, and stops when it is back', () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithServices(<ConnectionNotice />, testServices('http://api.test'));
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => {
      onLine.mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toBe(formNeedsConnectionMessage);
    act(() => {
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
