/**
 * spec 2.2 conditional contact links, from the contact methods of the parameters.
 * Pure functions returning data; the apps render them.
 */
import type { ContactMethod, Department } from './schemas';
import { routes } from './routes';

type ContactMethodLike = Pick<ContactMethod, 'department' | 'zoom_link' | 'whatsapp_number'> & {
  readonly brand_id?: number;
};

/** spec 3 Parameters: only the first administration entry feeds the call links. */
export function administrationContact<Method extends ContactMethodLike>(
  methods: readonly Method[] | null | undefined,
): Method | null {
  return methods?.find((method) => method.department === 'administration') ?? null;
}

/** spec 6: departments select which contact methods are shown. */
export function contactMethodsFor<Method extends ContactMethodLike>(
  methods: readonly Method[] | null | undefined,
  filter: { readonly department?: Department; readonly brandId?: number },
): Method[] {
  return (methods ?? []).filter(
    (method) =>
      (filter.department === undefined || method.department === filter.department) &&
      (filter.brandId === undefined || method.brand_id === filter.brandId),
  );
}

export type VideoCallKind = 'zoom' | 'skype';

/** The kind of video-call link zoom_link holds, if any (spec 2.2: contains 'zoom' / 'skype'). */
export function videoCallKind(zoomLink: string | null | undefined): VideoCallKind | null {
  const link = (zoomLink ?? '').toLowerCase();
  if (link.includes('zoom')) return 'zoom';
  if (link.includes('skype')) return 'skype';
  return null;
}

/** The digits of a messaging number; '' when there are none. */
function digitsOf(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\D/g, '');
}

/**
 * spec 2.2: whatsapp_number greater than 0. A number must be positive; a string must not
 * be negative and must hold a non-zero digit ('+54 9 261 555-2150').
 */
export function hasMessagingNumber(value: string | number | null | undefined): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0;
  if (typeof value !== 'string' || value.trim().startsWith('-')) return false;
  return /[1-9]/.test(digitsOf(value));
}

/** spec 2.2: the web send link of the messaging app, or null when the number is not > 0. */
export function messagingLink(value: string | number | null | undefined): string | null {
  return hasMessagingNumber(value) ? `https://wa.me/${digitsOf(value)}` : null;
}

/**
 * spec 2.2: a tel: link when zoom_link starts with a positive number ('2615552150',
 * '+54 261 555-2150'); the leading number with its spaces, dashes and parentheses removed.
 */
export function phoneLink(zoomLink: string | null | undefined): string | null {
  const match = /^\s*(\+?)([\d\s().-]*\d)/.exec(zoomLink ?? '');
  if (!match) return null;
  const digits = (match[2] ?? '').replace(/\D/g, '');
  if (!/[1-9]/.test(digits)) return null;
  return `tel:${match[1] ?? ''}${digits}`;
}

export type HeaderContactLinks = {
  /** spec 2.2: a video-call icon when zoom_link holds a zoom or skype link... */
  readonly videoCall: { readonly kind: VideoCallKind; readonly href: string } | null;
  /** ...otherwise a contact icon to /contacto. */
  readonly contactPath: string | null;
  /** spec 2.2: the messaging icon when whatsapp_number is set. */
  readonly messaging: string | null;
};

/** spec 2.2 header icons, from the first administration contact method. */
export function headerContactLinks(
  methods: readonly ContactMethodLike[] | null | undefined,
): HeaderContactLinks {
  const method = administrationContact(methods);
  const kind = videoCallKind(method?.zoom_link);
  const videoCall = kind && method?.zoom_link ? { kind, href: method.zoom_link.trim() } : null;
  return {
    videoCall,
    contactPath: videoCall ? null : routes.contact,
    messaging: messagingLink(method?.whatsapp_number),
  };
}

export type MoreMenuContactEntry = {
  readonly kind: 'zoom' | 'skype' | 'phone' | 'messaging';
  readonly label: string;
  readonly href: string;
};

export const moreMenuContactLabels = {
  zoom: 'Videollamada por Zoom',
  skype: 'Videollamada por Skype',
  phone: 'Llamanos',
  messaging: 'Escribinos por WhatsApp',
} as const;

/**
 * spec 2.2 'Más' menu, the conditional entries in order: zoom link if zoom_link contains
 * 'zoom'; skype link if it contains 'skype'; tel: link if it starts with a positive
 * number; messaging link if whatsapp_number > 0. The fixed entries (Postventa, Contacto,
 * Usados, Turnos) are the app's.
 */
export function moreMenuContactEntries(
  methods: readonly ContactMethodLike[] | null | undefined,
): MoreMenuContactEntry[] {
  const method = administrationContact(methods);
  if (!method) return [];
  const entries: MoreMenuContactEntry[] = [];
  const zoomLink = (method.zoom_link ?? '').trim();
  const lower = zoomLink.toLowerCase();
  if (lower.includes('zoom')) {
    entries.push({ kind: 'zoom', label: moreMenuContactLabels.zoom, href: zoomLink });
  }
  if (lower.includes('skype')) {
    entries.push({ kind: 'skype', label: moreMenuContactLabels.skype, href: zoomLink });
  }
  const tel = phoneLink(zoomLink);
  if (tel) entries.push({ kind: 'phone', label: moreMenuContactLabels.phone, href: tel });
  const messaging = messagingLink(method.whatsapp_number);
  if (messaging) {
    entries.push({ kind: 'messaging', label: moreMenuContactLabels.messaging, href: messaging });
  }
  return entries;
}
