import { describe, expect, it } from 'vitest';
import { appRoot, ConfigError, loadConfig } from './config';

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

  it('accepts the apps where their ports or addresses put them, when no origin is set', () => {
    expect(
      loadConfig({ CATALOGUE_PORT: '48080', RESERVATION_PORT: '48081', STAFF_PORT: '48082' }),
    ).toMatchObject({
      corsOrigins: ['http://localhost:48080', 'http://localhost:48081'],
      reservationOrigin: 'http://localhost:48081',
      reservationPublicUrl: 'http://localhost:48081',
      staff: { origin: 'http://localhost:48082' },
    });
    expect(
      loadConfig({
        CATALOGUE_URL: 'https://www.example.com/',
        RESERVATION_URL: 'https://reservas.example.com/',
        STAFF_URL: 'https://consola.example.com',
      }),
    ).toMatchObject({
      corsOrigins: ['https://www.example.com', 'https://reservas.example.com'],
      reservationOrigin: 'https://reservas.example.com',
      reservationPublicUrl: 'https://reservas.example.com',
      staff: { origin: 'https://consola.example.com' },
    });
  });

  it('refuses values it cannot use', () => {
    expect(() => loadConfig({ API_PORT: 'ochenta' })).toThrow('API_PORT');
    expect(() => loadConfig({ CATALOGUE_PORT: 'ochenta' })).toThrow('CATALOGUE_PORT');
    expect(() => loadConfig({ RESERVATION_URL: 'reservas' })).toThrow('RESERVATION_URL');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL');
    expect(() => loadConfig({ CORS_ORIGINS: 'not a url' })).toThrow('CORS_ORIGINS');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'cash' })).toThrow('PAYMENT_PROVIDER');
  });
});

/** The problems loadConfig reports for `env` (empty when it accepts it). */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
}

const mercadoPago = {
  PAYMENT_PROVIDER: 'mercadopago',
  MP_ACCESS_TOKEN: 'APP_USR-token',
  MP_WEBHOOK_SECRET: 'secret',
};

describe('configuration validation', () => {
  it('reports every problem at once, one line naming each variable', () => {
    const found = problems({ USD_RATE: 'abc', API_PORT: '70000', SEED: 'yes' });
    expect(found).toEqual([
      "API_PORT must be an integer from 0 to 65535, got '70000'.",
      "USD_RATE must be a positive number (pesos per dollar), got 'abc'.",
      "SEED must be 'true' or 'false', got 'yes'.",
    ]);
    // Rules between variables are reported beside the values' own problems.
    expect(problems({ PAYMENT_PROVIDER: 'mercadopago', TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY must not be 'true'/),
      'MP_ACCESS_TOKEN is required with PAYMENT_PROVIDER=mercadopago.',
      expect.stringMatching(/^MP_WEBHOOK_SECRET is required/),
    ]);
    expect(() => loadConfig({ USD_RATE: 'abc', SEED: 'yes' })).toThrow(
      /^Invalid configuration:\n {2}- USD_RATE .*\n {2}- SEED /,
    );
  });

  it.each([
    ['API_PORT', ['ochenta', '-1', '65536', '80.5'], ['0', '65535']],
    ['PORT', ['http'], ['8080']],
    [
      'DATABASE_URL',
      ['mysql://x', 'postgres://', 'sqlite:'],
      ['postgres://u@db/t', 'sqlite:/tmp/x.sqlite'],
    ],
    [
      'CORS_ORIGINS',
      ['not a url', 'ftp://x.example', 'https://a.example,nope'],
      ['https://a.example, https://b.example'],
    ],
    ['RESERVATION_ORIGIN', ['reservas.example.com'], ['https://reservas.example.com']],
    ['PUBLIC_API_URL', ['/api'], ['https://api.example.com/']],
    ['RESERVATION_PUBLIC_URL', ['reservas'], ['https://reservas.example.com']],
    ['SMTP_URL', ['mail.example.com', 'http://mail.example.com'], []],
    [
      'MAIL_FROM',
      ['nobody', 'a <b>'],
      ['reservas@example.com', 'Piedemonte <reservas@example.com>'],
    ],
    ['SMTP_FROM', ['nobody'], ['reservas@example.com']],
    ['RATE_LIMIT_MAX', ['many', '-5', '1.5'], ['0', '20']],
    ['WRONG_CODE_LIMIT', ['ten'], ['0', '10']],
    ['WRONG_CODE_LIMIT_PER_ADDRESS', ['lots', '-1'], ['0', '100']],
    ['EMAIL_LIMIT_PER_ADDRESS', ['ten', '-1'], ['0', '10']],
    ['VISIT_LIVE_PER_CLIENT', ['six', '-1', '2.5'], ['0', '6']],
    ['VISIT_LIVE_PER_TELEPHONE', ['two'], ['0', '2']],
    ['VISIT_LIVE_PER_EMAIL', ['two'], ['0', '2']],
    [
      'TRUST_PROXY',
      ['true', 'yes', '10.0.0.0/33', '10.0.0.0/8,', 'proxy.local'],
      ['false', '0', '1', '2', '10.0.0.0/8,127.0.0.1', '::1', 'fd00::/8', 'loopback'],
    ],
    ['PAYMENT_PROVIDER', ['cash'], ['sandbox']],
    ['ALLOW_PAYMENT_SANDBOX', ['yes', '1'], ['true', 'false']],
    ['MP_API_URL', ['not a url'], ['http://127.0.0.1:9999']],
    ['PAYMENT_INTENT_GRACE_MS', ['-1', 'soon'], ['0', '1500']],
    ['PAYMENT_RECONCILE_INTERVAL_MS', ['99', 'often'], ['100']],
    ['USD_RATE', ['abc', '0', '-3', '1e3', '1,5'], ['1480.5', '1500']],
    ['LOG_LEVEL', ['verbose'], ['debug', 'silent']],
    ['SEED', ['yes', '0'], ['true', 'false']],
    ['MIGRATE_ON_START', ['no'], ['true', 'false']],
    ['NODE_ENV', ['prod', 'staging'], ['development', 'test']],
    ['METRICS_PORT', ['metrics', '70000'], ['9464']],
    ['STAFF_PASSWORD_COST', ['9', '21', '17.5', 'alto'], ['17', '20']],
  ])('%s: refuses %j, accepts %j', (variable, refused, accepted) => {
    for (const value of refused) {
      const found = problems({ [variable]: value }).filter((line) =>
        line.startsWith(`${variable} `),
      );
      expect(found, `${variable}=${value}`).toHaveLength(1);
    }
    for (const value of accepted) expect(problems({ [variable]: value }), value).toEqual([]);
  });

  it('sets the wrong-code ceiling of an address at ten devices unless told', () => {
    expect(loadConfig({})).toMatchObject({ wrongCodeLimit: 10, wrongCodeLimitPerAddress: 100 });
    expect(loadConfig({ WRONG_CODE_LIMIT: '4' }).wrongCodeLimitPerAddress).toBe(40);
    expect(
      loadConfig({ WRONG_CODE_LIMIT: '4', WRONG_CODE_LIMIT_PER_ADDRESS: '12' })
        .wrongCodeLimitPerAddress,
    ).toBe(12);
  });

  it('caps emails per address and live visits per source by default', () => {
    expect(loadConfig({})).toMatchObject({
      emailLimitPerAddress: 10,
      visitLiveCaps: { perClient: 6, perTelephone: 2, perEmail: 2 },
    });
    expect(
      loadConfig({ VISIT_LIVE_PER_CLIENT: '0', VISIT_LIVE_PER_EMAIL: '3' }).visitLiveCaps,
    ).toEqual({ perClient: 0, perTelephone: 2, perEmail: 3 });
  });

  it('refuses START_LIMIT_PER_ADDRESS, which EMAIL_LIMIT_PER_ADDRESS replaced', () => {
    const [problem] = problems({ START_LIMIT_PER_ADDRESS: '10' });
    expect(problem).toMatch(/^START_LIMIT_PER_ADDRESS is no longer read/);
    expect(problem).toContain('EMAIL_LIMIT_PER_ADDRESS');
  });

  it('treats empty and blank values as unset', () => {
    expect(problems({ USD_RATE: '', API_PORT: '  ', TRUST_PROXY: '' })).toEqual([]);
    expect(loadConfig({ USD_RATE: ' ' }).usdRate).toBeUndefined();
  });

  it('reads the dollar rate as a number', () => {
    expect(loadConfig({ USD_RATE: '1480.5' }).usdRate).toBe(1480.5);
  });

  it('refuses TRUST_PROXY=true with the reason and the alternatives', () => {
    const [problem] = problems({ TRUST_PROXY: 'true' });
    expect(problem).toContain('lets any client choose its own address');
    expect(problem).toContain("'1'");
    expect(problem).toContain('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8 , 127.0.0.1 ' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('requires the Mercado Pago token and webhook secret with PAYMENT_PROVIDER=mercadopago', () => {
    expect(problems({ PAYMENT_PROVIDER: 'mercadopago' })).toEqual([
      'MP_ACCESS_TOKEN is required with PAYMENT_PROVIDER=mercadopago.',
      'MP_WEBHOOK_SECRET is required with PAYMENT_PROVIDER=mercadopago (unsigned notifications are refused).',
    ]);
    expect(problems({ ...mercadoPago, MP_WEBHOOK_SECRET: '' })).toHaveLength(1);
    expect(loadConfig(mercadoPago).mercadoPago).toMatchObject({
      accessToken: 'APP_USR-token',
      webhookSecret: 'secret',
    });
  });

  it('requires a sender with SMTP_URL', () => {
    const [problem] = problems({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' });
    expect(problem).toMatch(/^MAIL_FROM is required with SMTP_URL/);
    const config = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'Piedemonte <reservas@example.com>',
    });
    expect(config.mailFrom).toBe('Piedemonte <reservas@example.com>');
    expect(
      loadConfig({ SMTP_URL: 'smtps://mail.example.com', SMTP_FROM: 'reservas@example.com' })
        .mailFrom,
    ).toBe('reservas@example.com');
  });

  it('seeds by default except in production; SEED decides when set', () => {
    expect(loadConfig({}).seed).toBe(true);
    const production = { ...mercadoPago, NODE_ENV: 'production', METRICS_TOKEN: 'scrape-secret' };
    expect(loadConfig(production).seed).toBe(false);
    expect(loadConfig({ ...production, SEED: 'true' }).seed).toBe(true);
    expect(loadConfig({ SEED: 'false' }).seed).toBe(false);
  });

  it('hashes staff passwords at scrypt N = 2^17 unless told, and cheaper with NODE_ENV=test only', () => {
    expect(loadConfig({}).staff.passwordCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(loadConfig({ STAFF_PASSWORD_COST: '18' }).staff.passwordCost.N).toBe(2 ** 18);
    expect(loadConfig({ NODE_ENV: 'test', STAFF_PASSWORD_COST: '10' }).staff.passwordCost).toEqual({
      N: 2 ** 10,
      r: 8,
      p: 1,
    });
    const production = {
      NODE_ENV: 'production',
      METRICS_TOKEN: 'scrape-secret',
      ALLOW_PAYMENT_SANDBOX: 'true',
    };
    for (const env of [{}, { NODE_ENV: 'development' }, production] as Record<string, string>[]) {
      expect(problems({ ...env, STAFF_PASSWORD_COST: '16' }), JSON.stringify(env)).toEqual([
        'STAFF_PASSWORD_COST below 17 (scrypt N = 2^17) is allowed with NODE_ENV=test only: ' +
          'it makes stolen password hashes cheap to crack.',
      ]);
    }
  });

  it('migrates on start unless MIGRATE_ON_START=false', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
  });

  it('limits photo uploads to 30 a unit and 15 MB a file unless told, within sane bounds', () => {
    expect(loadConfig({}).photoLimits).toEqual({ maxPerUnit: 30, maxBytes: 15 * 1024 * 1024 });
    expect(loadConfig({ PHOTO_MAX_PER_UNIT: '12', PHOTO_MAX_MB: '8' }).photoLimits).toEqual({
      maxPerUnit: 12,
      maxBytes: 8 * 1024 * 1024,
    });
    for (const [name, value] of [
      ['PHOTO_MAX_PER_UNIT', '0'],
      ['PHOTO_MAX_PER_UNIT', 'treinta'],
      ['PHOTO_MAX_MB', '0'],
      ['PHOTO_MAX_MB', '101'],
    ] as const) {
      expect(problems({ [name]: value })[0], `${name}=${value}`).toContain(name);
    }
  });
});
