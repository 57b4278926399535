/**
 * The invitation's people as a calendar client reads them back (ical.js): a buyer's name
 * with the characters that parameter values must encode (RFC 5545 quoting, RFC 6868 caret
 * encoding) comes back as typed, bar the double quotes and line breaks it may not hold.
 */
import { siteSlug } from '@territorio/api-client';
import { headOffice } from '@territorio/site-config';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { VisitRow } from '../../repositories/visits';
import { visitCalendar } from './calendar';

function visit(name: string): VisitRow {
  return {
    id: 1,
    code: 'V-ABC123',
    secret_hash: 'x',
    site: siteSlug(headOffice),
    brand_id: 1,
    family_id: 101,
    unit_id: null,
    holder_key: 'family:1:101',
    vehicle_title: 'Volkswagen Polo',
    starts_at: '2026-04-04T13:00:00.000Z',
    local_date: '2026-04-04',
    local_time: '10:00',
    test_drive: 1,
    name,
    email: 'ana@example.com',
    email_normalized: 'ana@example.com',
    telephone: '2614000000',
    status: 'booked',
    sequence: 0,
    notes: '',
    created_at: '2026-04-01T12:00:00.000Z',
    updated_at: '2026-04-01T12:00:00.000Z',
    cancelled_at: null,
    cancelled_by: null,
    client_key: null,
    telephone_key: null,
  };
}

function attendeeName(name: string): string {
  const text = visitCalendar(visit(name), headOffice, {
    method: 'REQUEST',
    uidDomain: 'example.com',
    manageUrl: null,
  });
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
  return String(vevent.getFirstProperty('attendee')!.getParameter('cn'));
}

describe('the invitation attendee', () => {
  it.each([
    ['Ana María Pérez', 'Ana María Pérez'],
    ['Ana; Pérez, hija: la mayor', 'Ana; Pérez, hija: la mayor'],
    ['Ana ^ Pérez \\ Gómez', 'Ana ^ Pérez \\ Gómez'],
    ['Ana "la Negra" Pérez', 'Ana la Negra Pérez'],
    ['Ana \n Pérez', 'Ana Pérez'],
  ])('names %j as %j', (name, read) => {
    expect(attendeeName(name)).toBe(read);
  });
});
