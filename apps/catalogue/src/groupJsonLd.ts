/**
 * The schema.org structured data every page carries: the dealership group with its
 * three sites, built from site-config, never re-typed; and how JSON-LD is written into a page.
 */
import { group, sites } from '@territorio/site-config';
import type { DayCode, Site } from '@territorio/site-config';

export type JsonLdObject = Record<string, unknown>;

const dayNames: Record<DayCode, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/** A site's address as schema.org's PostalAddress. */
export function sitePostalAddress(site: Site) {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.street,
    postalCode: site.postalCode,
    addressLocality: site.name,
    addressRegion: site.province,
    addressCountry: 'AR',
  } as const;
}

/** The group as an AutoDealer, each site a department with its address, phone and hours. */
export function autoDealerJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: group.name,
    legalName: group.legalName,
    telephone: group.phoneE164,
    email: group.email,
    foundingDate: String(group.foundedYear),
    sameAs: Object.values(group.social),
    department: sites.map((site) => ({
      '@type': 'AutoDealer',
      name: `${group.name} ${site.name}`,
      telephone: site.phoneE164,
      hasMap: site.mapUrl,
      address: sitePostalAddress(site),
      openingHoursSpecification: site.hours
        .filter((hours) => hours.department === 'sales')
        .flatMap((hours) =>
          hours.rows.map((row) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: row.days.map((day) => `https://schema.org/${dayNames[day]}`),
            opens: row.opens,
            closes: row.closes,
          })),
        ),
    })),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no tag can close it. */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
