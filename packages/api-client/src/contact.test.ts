import { describe, expect, it } from 'vitest';
import {
  administrationContact,
  contactMethodsFor,
  headerContactLinks,
  messagingLink,
  moreMenuContactEntries,
  phoneLink,
  videoCallKind,
} from './contact';
import type { ContactMethod } from './schemas';

function method(overrides: Partial<ContactMethod>): ContactMethod {
  return {
    brand_id: 5,
    department: 'administration',
    zoom_link: null,
    whatsapp_number: null,
    ...overrides,
  };
}

describe('administrationContact', () => {
  it('spec 3: only the first administration entry feeds the call links', () => {
    const methods = [
      method({ department: 'sales', zoom_link: 'https://zoom.us/j/1' }),
      method({ zoom_link: 'https://zoom.us/j/2' }),
      method({ zoom_link: 'https://zoom.us/j/3' }),
    ];
    expect(administrationContact(methods)?.zoom_link).toBe('https://zoom.us/j/2');
    expect(administrationContact([])).toBeNull();
    expect(administrationContact(undefined)).toBeNull();
  });

  it("spec 3: the first administration entry wins even when the group's comes later", () => {
    const methods = [
      method({ brand_id: 2, zoom_link: '2615552160' }),
      method({ brand_id: 5, zoom_link: 'https://zoom.us/j/5', whatsapp_number: '5492615550000' }),
    ];
    expect(administrationContact(methods)?.brand_id).toBe(2);
    expect(headerContactLinks(methods)).toEqual({
      videoCall: null,
      contactPath: '/contacto',
      messaging: null,
    });
    expect(moreMenuContactEntries(methods)).toEqual([
      { kind: 'phone', label: 'Llamanos', href: 'tel:2615552160' },
    ]);
  });

  it('spec 6: departments and brands select contact methods', () => {
    const methods = [
      method({ brand_id: 1, department: 'sales' }),
      method({ brand_id: 2, department: 'sales' }),
    ];
    expect(contactMethodsFor(methods, { department: 'sales', brandId: 2 })).toEqual([methods[1]]);
    expect(contactMethodsFor(methods, { department: 'plans' })).toEqual([]);
  });
});

describe('header contact links', () => {
  it('spec 2.2: a video-call icon when zoom_link holds a zoom link', () => {
    expect(headerContactLinks([method({ zoom_link: 'https://us02web.zoom.us/j/123' })])).toEqual({
      videoCall: { kind: 'zoom', href: 'https://us02web.zoom.us/j/123' },
      contactPath: null,
      messaging: null,
    });
  });

  it('spec 2.2: a video-call icon for a skype link too', () => {
    expect(
      headerContactLinks([method({ zoom_link: 'https://join.skype.com/abc' })]).videoCall,
    ).toEqual({
      kind: 'skype',
      href: 'https://join.skype.com/abc',
    });
  });

  it('spec 2.2: otherwise the contact icon to /contacto', () => {
    for (const zoomLink of [null, '', '2615552150']) {
      const links = headerContactLinks([method({ zoom_link: zoomLink })]);
      expect(links.videoCall).toBeNull();
      expect(links.contactPath).toBe('/contacto');
    }
    expect(headerContactLinks(undefined).contactPath).toBe('/contacto');
  });

  it('spec 2.2: the messaging icon links to the web send link with the number', () => {
    expect(headerContactLinks([method({ whatsapp_number: '+54 9 261 555-2150' })]).messaging).toBe(
      'https://wa.me/5492615552150',
    );
    expect(headerContactLinks([method({ whatsapp_number: 5492615552150 })]).messaging).toBe(
      'https://wa.me/5492615552150',
    );
  });
});

describe('link rules', () => {
  it("spec 2.2: the video-call kind from 'zoom' / 'skype' in the link", () => {
    expect(videoCallKind('https://ZOOM.us/j/1')).toBe('zoom');
    expect(videoCallKind('skype:dealer?call')).toBe('skype');
    expect(videoCallKind('https://meet.example/1')).toBeNull();
  });

  it('spec 2.2: a messaging link only when whatsapp_number is greater than 0', () => {
    expect(messagingLink(0)).toBeNull();
    expect(messagingLink('0')).toBeNull();
    expect(messagingLink('')).toBeNull();
    expect(messagingLink(null)).toBeNull();
    expect(messagingLink(-5)).toBeNull();
    expect(messagingLink('-5')).toBeNull();
    expect(messagingLink('2615552150')).toBe('https://wa.me/2615552150');
  });

  it('spec 2.2: a tel: link when zoom_link starts with a positive number', () => {
    expect(phoneLink('2615552150')).toBe('tel:2615552150');
    expect(phoneLink('+54 (261) 555-2150')).toBe('tel:+542615552150');
    expect(phoneLink('0')).toBeNull();
    expect(phoneLink('https://zoom.us/j/123')).toBeNull();
    expect(phoneLink('llamar al 261')).toBeNull();
    expect(phoneLink(null)).toBeNull();
  });
});

describe("'Más' menu contact entries", () => {
  it('spec 2.2: zoom, then the messaging link, in order', () => {
    expect(
      moreMenuContactEntries([
        method({ zoom_link: 'https://zoom.us/j/1', whatsapp_number: '5492615552150' }),
      ]),
    ).toEqual([
      { kind: 'zoom', label: 'Videollamada por Zoom', href: 'https://zoom.us/j/1' },
      { kind: 'messaging', label: 'Escribinos por WhatsApp', href: 'https://wa.me/5492615552150' },
    ]);
  });

  it('spec 2.2: skype link when it contains skype', () => {
    expect(moreMenuContactEntries([method({ zoom_link: 'https://join.skype.com/x' })])).toEqual([
      { kind: 'skype', label: 'Videollamada por Skype', href: 'https://join.skype.com/x' },
    ]);
  });

  it('spec 2.2: a tel: link when zoom_link starts with a positive number', () => {
    expect(moreMenuContactEntries([method({ zoom_link: '2615552150' })])).toEqual([
      { kind: 'phone', label: 'Llamanos', href: 'tel:2615552150' },
    ]);
  });

  it('spec 2.2: nothing without an administration entry or with empty values', () => {
    expect(
      moreMenuContactEntries([method({ department: 'sales', zoom_link: 'https://zoom.us/j/1' })]),
    ).toEqual([]);
    expect(moreMenuContactEntries([method({ zoom_link: '', whatsapp_number: 0 })])).toEqual([]);
  });
});
