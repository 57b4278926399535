/** spec 9 business constants and limits, in one place. */

/** spec 9: debounces, in ms. */
export const debounceMs = {
  discountCode: 900,
  cashAmount: 500,
  personalData: 750,
} as const;

/** spec 9: the live-chat widget loads this long after start. */
export const liveChatDelayMs = 5000;

/** spec 9: card instalments for the reservation deposit. */
export const cardInstallments = [1, 2, 3] as const;

/** spec 1, 9: the deposit is refundable within this many hours. */
export const refundWindowHours = 48;

/** spec 9, DECISIONS: at most three used vehicles per operation. */
export const maxUsedVehicles = 3;

/** spec 9: height of the embedded card payment frame, in px. */
export const paymentFrameHeightPx = 820;

/** spec 9: layout breakpoints, in px. */
export const breakpointsPx = {
  desktop: 1152,
  belowDesktop: 1151,
  tablet: 1024,
  belowTablet: 1023,
} as const;

/** spec 9: home shows two news items; DECISIONS: the news list pages by ten. */
export const homeNewsCount = 2;
export const newsPageSize = 10;

/** spec 9: news excerpt limit, in characters. */
export const newsExcerptLimit = 500;

/** spec 9: breadcrumb text limit, in characters. */
export const breadcrumbTextLimit = 140;

/** spec 2.5, 9: the brand page shows the best four offers. */
export const brandPageOfferCount = 4;

/** spec 4, 9: each banner slide moves the carousel by this percentage. */
export const bannerSlideOffsetPercent = 75;

/** spec 7.2: lazy page chunks time out after 120 s (the apps' loader, not this client). */
export const lazyChunkTimeoutMs = 120_000;

/**
 * The definite article a model name takes in Argentine Spanish: 'el Polo', 'la Amarok'
 * (pickups and most SUVs are 'la camioneta'; hatchbacks and sedans 'el auto').
 */
export const familyArticles = ['el', 'la'] as const;

/** spec 5: job-form options (the values cvFieldsSchema accepts). */
export const studiesOptions = ['Primario', 'Secundario', 'Terciario', 'Universitario'] as const;
export const positionOptions = ['Ventas', 'Administración', 'Taller', 'Otro'] as const;
export const zoneOptions = ['Gran Mendoza', 'San Rafael', 'San Martín', 'Otro'] as const;

/** spec 5, 7.2: the job form's CV is at most this large; the API refuses larger files. */
export const maxCvMegabytes = 5;
export const maxCvBytes = maxCvMegabytes * 1024 * 1024;

/** spec 5: the CV is a PDF or Word file, by extension and MIME type. */
export const cvFileTypes = [
  { extension: 'pdf', mime: 'application/pdf' },
  { extension: 'doc', mime: 'application/msword' },
  {
    extension: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
] as const;

/** The CV field's `accept`: what the file picker offers first (a person may pick any file). */
export const cvAccept =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * How a server loader reads: at most 5 s a read, no retry. A visitor waits for the page;
 * when a read fails, the page shows the failure with 'Reintentar' rather than wait longer.
 */
export const serverRenderReads = { timeoutMs: 5000, readRetries: 0 } as const;

/**
 * The catalogue's session flags, one session cookie each: a price already requested in
 * this browser session (spec 3) and the popup list closed (spec 2.2). The server reads the
 * popups flag from the request; end-to-end suites set both to start past them.
 */
export const catalogueSessionCookies = {
  priceRequested: 'territorio_price_requested',
  popupsClosed: 'territorio_popups_closed',
} as const;
