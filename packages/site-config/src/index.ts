/**
 * The dealership group's identity and the product's default addresses, in one place.
 * Everything here is fictional (DECISIONS.md, "Identity"): no real company's name,
 * phone or address. Apps and the API import it; nothing re-types these values.
 */

export type Site = {
  /** Location name, e.g. 'Godoy Cruz'. */
  readonly name: string;
  readonly province: 'Mendoza' | 'San Juan';
  readonly street: string;
  readonly postalCode: string;
  /** Display phone, e.g. '(0261) 555-2150'. */
  readonly phone: string;
  /** The same phone in E.164 for tel: links. */
  readonly phoneE164: string;
  /** The site's sales team on the messaging app, digits only, country code first (wa.me form). */
  readonly salesWhatsappNumber: string;
  readonly mapUrl: string;
  readonly isHeadOffice: boolean;
  /** The IANA zone of the site's clock: visit times are this zone's local times. */
  readonly timeZone: 'America/Argentina/Mendoza' | 'America/Argentina/San_Juan';
  /** The site's sales team: the organizer of the visits booked there. */
  readonly salesEmail: string;
  /** spec 2.9: one entry per department, in `siteDepartments` order. */
  readonly hours: readonly OpeningHours[];
  /**
   * Whether the site publishes its units' full chassis number (VIN) in catalogue feeds
   * (Meta's vehicle ads). Absent: not published; the pages show it masked either way.
   */
  readonly publishesVin?: boolean;
};

/** Whether a site's units carry their full chassis in catalogue feeds (off unless the site says so). */
export function sitePublishesVin(site: Site): boolean {
  return site.publishesVin === true;
}

/** 'sales' covers sales and savings plans, 'services' after-sales (spec 2.9). */
export type SiteDepartment = 'sales' | 'administration' | 'services';

/** spec 2.9: the order in which a site's departments are shown. */
export const siteDepartments = [
  'sales',
  'administration',
  'services',
] as const satisfies readonly SiteDepartment[];

export type OpeningHours = {
  readonly department: SiteDepartment;
  /** Human text in Argentine Spanish. */
  readonly text: string;
  /** schema.org openingHoursSpecification-like rows. */
  readonly rows: readonly { days: readonly DayCode[]; opens: string; closes: string }[];
};

export type DayCode = 'Mo' | 'Tu' | 'We' | 'Th' | 'Fr' | 'Sa' | 'Su';

const weekdays: readonly DayCode[] = ['Mo', 'Tu', 'We', 'Th', 'Fr'];

/** spec 2.9: main-site hours, display only. */
const headOfficeSalesHours: OpeningHours = {
  department: 'sales',
  text: 'Lunes a viernes de 10:00 a 14:00 y de 15:00 a 19:00. Sábados de 10:00 a 13:00.',
  rows: [
    { days: weekdays, opens: '10:00', closes: '14:00' },
    { days: weekdays, opens: '15:00', closes: '19:00' },
    { days: ['Sa'], opens: '10:00', closes: '13:00' },
  ],
};

export const group = {
  name: 'Piedemonte Automotores',
  shortName: 'Piedemonte',
  legalName: 'Piedemonte Automotores S.A.',
  foundedYear: 1984,
  /** spec 1: 'Club del Presidente' awards. */
  presidentClubAwards: 3,
  phone: '(0261) 555-2150',
  phoneE164: '+542615552150',
  /** Messaging app number, digits only, country code first (wa.me form). */
  whatsappNumber: '5492615552150',
  email: 'contacto@piedemonte.example',
  social: {
    instagram: 'https://www.instagram.com/piedemonte.automotores.example',
    facebook: 'https://www.facebook.com/piedemonte.automotores.example',
  },
  /** External sites of the group (spec 2.2): used vehicles and the main site. */
  usedVehiclesUrl: 'https://usados.piedemonte.example',
  mainSiteUrl: 'https://www.piedemonte.example',
} as const;

/**
 * The head office, named on its own so a page that shows only its address (a footer) does
 * not carry every site: `sites` is a plain list that bundlers drop where it is unused.
 */
export const headOffice: Site = {
  name: 'Godoy Cruz',
  province: 'Mendoza',
  street: 'Av. San Martín Sur 2150',
  postalCode: 'M5501',
  phone: '(0261) 555-2150',
  phoneE164: '+542615552150',
  salesWhatsappNumber: '5492615552160',
  mapUrl:
    'https://www.openstreetmap.org/search?query=Av.%20San%20Mart%C3%ADn%20Sur%202150%2C%20Godoy%20Cruz',
  isHeadOffice: true,
  timeZone: 'America/Argentina/Mendoza',
  salesEmail: 'ventas.godoycruz@piedemonte.example',
  hours: [
    headOfficeSalesHours,
    {
      department: 'administration',
      text: 'Lunes a viernes de 9:00 a 17:00.',
      rows: [{ days: weekdays, opens: '09:00', closes: '17:00' }],
    },
    {
      department: 'services',
      text: 'Lunes a viernes de 8:00 a 18:00. Sábados de 8:30 a 12:30.',
      rows: [
        { days: weekdays, opens: '08:00', closes: '18:00' },
        { days: ['Sa'], opens: '08:30', closes: '12:30' },
      ],
    },
  ],
};

export const sites: readonly Site[] = [
  headOffice,
  {
    name: 'San Rafael',
    province: 'Mendoza',
    street: 'Av. Hipólito Yrigoyen 980',
    postalCode: 'M5600',
    phone: '(0260) 555-4410',
    phoneE164: '+542605554410',
    salesWhatsappNumber: '5492605554420',
    mapUrl:
      'https://www.openstreetmap.org/search?query=Av.%20Hip%C3%B3lito%20Yrigoyen%20980%2C%20San%20Rafael',
    isHeadOffice: false,
    timeZone: 'America/Argentina/Mendoza',
    salesEmail: 'ventas.sanrafael@piedemonte.example',
    hours: [
      {
        department: 'sales',
        text: 'Lunes a viernes de 9:00 a 13:00 y de 16:30 a 20:30. Sábados de 9:30 a 13:00.',
        rows: [
          { days: weekdays, opens: '09:00', closes: '13:00' },
          { days: weekdays, opens: '16:30', closes: '20:30' },
          { days: ['Sa'], opens: '09:30', closes: '13:00' },
        ],
      },
      {
        department: 'administration',
        text: 'Lunes a viernes de 8:30 a 13:30.',
        rows: [{ days: weekdays, opens: '08:30', closes: '13:30' }],
      },
      {
        department: 'services',
        text: 'Lunes a viernes de 8:00 a 13:00 y de 16:00 a 20:00.',
        rows: [
          { days: weekdays, opens: '08:00', closes: '13:00' },
          { days: weekdays, opens: '16:00', closes: '20:00' },
        ],
      },
    ],
  },
  {
    name: 'San Juan',
    province: 'San Juan',
    street: 'Av. José Ignacio de la Roza Oeste 1320',
    postalCode: 'J5400',
    phone: '(0264) 555-7730',
    phoneE164: '+542645557730',
    salesWhatsappNumber: '5492645557740',
    mapUrl:
      'https://www.openstreetmap.org/search?query=Av.%20Jos%C3%A9%20Ignacio%20de%20la%20Roza%20Oeste%201320%2C%20San%20Juan',
    isHeadOffice: false,
    timeZone: 'America/Argentina/San_Juan',
    salesEmail: 'ventas.sanjuan@piedemonte.example',
    hours: [
      {
        department: 'sales',
        text: 'Lunes a viernes de 9:00 a 13:30 y de 17:00 a 21:00. Sábados de 9:30 a 13:00.',
        rows: [
          { days: weekdays, opens: '09:00', closes: '13:30' },
          { days: weekdays, opens: '17:00', closes: '21:00' },
          { days: ['Sa'], opens: '09:30', closes: '13:00' },
        ],
      },
      {
        department: 'administration',
        text: 'Lunes a viernes de 8:00 a 14:00.',
        rows: [{ days: weekdays, opens: '08:00', closes: '14:00' }],
      },
      {
        department: 'services',
        text: 'Lunes a viernes de 8:00 a 13:00 y de 16:30 a 20:00.',
        rows: [
          { days: weekdays, opens: '08:00', closes: '13:00' },
          { days: weekdays, opens: '16:30', closes: '20:00' },
        ],
      },
    ],
  },
];

/** 'Av. San Martín Sur 2150, Godoy Cruz, Mendoza' */
export function formatAddress(site: Site): string {
  return `${site.street}, ${site.name}, ${site.province}`;
}

/** Default ports of `pnpm start`; each is overridable by environment. */
export const defaultPorts = {
  catalogue: 8080,
  reservation: 8081,
  /** The staff console (apps/staff). */
  staff: 8082,
  api: 8787,
} as const;

/** Default origins on one machine; production sets its own through the environment. */
export const defaultOrigins = {
  catalogue: `http://localhost:${defaultPorts.catalogue}`,
  reservation: `http://localhost:${defaultPorts.reservation}`,
  staff: `http://localhost:${defaultPorts.staff}`,
  api: `http://localhost:${defaultPorts.api}`,
} as const;

/** spec 4 / DECISIONS: personal-data notice (Ley 25.326) shown in the footer and beside forms. */
export const personalDataNotice =
  'Tus datos se usan solo para responder tu consulta y gestionar tu reserva. Podés pedir acceso, rectificación o supresión escribiéndonos (Ley 25.326). La Agencia de Acceso a la Información Pública es el órgano de control.';

/**
 * Addresses a built web app reads at run time, so one build runs in every environment,
 * against any API that honours the contract (DECISIONS: base URLs from configuration).
 * The server writes them into every page as an inline script carrying the request's CSP
 * nonce, `window.__TERRITORIO_CONFIG__` (@territorio/server-kit/document).
 */
export type RuntimeConfig = {
  /** Main API host (spec 7: "the main API host"). */
  apiUrl: string;
  /** Company intranet web service host (credits, USD rate). */
  intranetUrl: string;
  catalogueUrl: string;
  reservationUrl: string;
  /** Live-chat script address, loaded 5 s after start; empty = none (DECISIONS). */
  liveChatUrl: string;
  /** Error-reporting event cap as configured (validated by the api-client's parseEventCap). */
  errorReportingCap: string;
};

export const defaultRuntimeConfig: RuntimeConfig = {
  apiUrl: defaultOrigins.api,
  intranetUrl: defaultOrigins.api,
  catalogueUrl: defaultOrigins.catalogue,
  reservationUrl: defaultOrigins.reservation,
  liveChatUrl: '',
  errorReportingCap: '',
};

/** Reads the runtime configuration, falling back to the defaults key by key. */
export function readRuntimeConfig(source: unknown = globalThis): RuntimeConfig {
  const injected =
    typeof source === 'object' && source !== null && '__TERRITORIO_CONFIG__' in source
      ? (source as { __TERRITORIO_CONFIG__?: Partial<RuntimeConfig> }).__TERRITORIO_CONFIG__
      : undefined;
  const config = { ...defaultRuntimeConfig };
  for (const key of Object.keys(config) as (keyof RuntimeConfig)[]) {
    const value = injected?.[key];
    if (typeof value === 'string') config[key] = value.replace(/\/+$/, '');
  }
  return config;
}

/**
 * The product's addresses on the servers: the public apps' runtime configuration plus the
 * staff console's own origin (the API accepts the console's state changes from it only).
 * `staffUrl` is not part of the public apps' runtime configuration: their pages never
 * link to the console.
 */
export type ProductConfig = RuntimeConfig & {
  staffUrl: string;
};

/** Runtime configuration from environment variables (used by `pnpm start` and tests). */
export function runtimeConfigFromEnv(env: Record<string, string | undefined>): ProductConfig {
  const apiUrl = env.API_URL ?? `http://localhost:${env.API_PORT ?? defaultPorts.api}`;
  return {
    apiUrl,
    intranetUrl: env.INTRANET_URL ?? apiUrl,
    catalogueUrl:
      env.CATALOGUE_URL ?? `http://localhost:${env.CATALOGUE_PORT ?? defaultPorts.catalogue}`,
    reservationUrl:
      env.RESERVATION_URL ?? `http://localhost:${env.RESERVATION_PORT ?? defaultPorts.reservation}`,
    liveChatUrl: env.LIVE_CHAT_URL ?? '',
    errorReportingCap: env.ERROR_REPORTING_CAP ?? '',
    staffUrl: (env.STAFF_URL ?? `http://localhost:${env.STAFF_PORT ?? defaultPorts.staff}`).replace(
      /\/+$/,
      '',
    ),
  };
}
