import { describe, expect, it } from 'vitest';
import { appRoot, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on one machine with no environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8787,
      apiBasePath: '',
      intranetBasePath: '',
      corsOrigins: ['http://localhost:8080', 'http://localhost:8081'],
      reservationOrigin: 'http://localhost:8081',
      smtpUrl: undefined,
      publicApiUrl: 'http://localhost:8787',
      paymentProvider: 'sandbox',
    });
    expect(config.database).toEqual({ kind: 'sqlite', file: `${appRoot}/.data/territorio.sqlite` });
  });

  it('reads PostgreSQL URLs, data folders and base paths', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/territorio',
      DATA_DIR: '/srv/data',
      API_BASE_PATH: 'api/',
      INTRANET_BASE_PATH: '/intranet/',
      CORS_ORIGINS: 'https://www.example.com/, https://reservas.example.com',
      RESERVATION_ORIGIN: 'https://reservas.example.com/path',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/territorio' });
    expect(config.apiBasePath).toBe('/api');
    expect(config.intranetBasePath).toBe('/intranet');
    expect(config.corsOrigins).toEqual(['https://www.example.com', 'https://reservas.example.com']);
    expect(config.reservationOrigin).toBe('https://reservas.example.com');
    expect(loadConfig({ DATA_DIR: '/srv/data' }).database).toEqual({
      kind: 'sqlite',
      file: '/srv/data/territorio.sqlite',
    });
  });

  it('refuses values it cannot use', () => {
    expect(() => loadConfig({ API_PORT: 'ochenta' })).toThrow('API_PORT');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL');
    expect(() => loadConfig({ CORS_ORIGINS: 'not a url' })).toThrow('CORS_ORIGINS');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'cash' })).toThrow('PAYMENT_PROVIDER');
  });
});
