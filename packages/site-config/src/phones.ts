/**
 * spec 2.9: the phone lines of the group's sites, per department and brand. An entry of its
 * own (`@territorio/site-config/phones`): only the contact page shows them, and every page
 * loads the identity in ./index (DECISIONS "JavaScript budgets").
 */
import type { Site, SiteDepartment } from './index';

/**
 * spec 3 brand ids of the vehicle brands (1 Volkswagen, 2 Chevrolet, 4 Nissan, 6 BAIC);
 * the api-client's brand table names them.
 */
export type SiteBrandId = 1 | 2 | 4 | 6;

/** The vehicle brands every site sells and services, in the catalogue's order. */
export const siteBrandIds = [1, 2, 4, 6] as const satisfies readonly SiteBrandId[];

export type Phone = {
  /** Display form, e.g. '(0261) 555-2151'. */
  readonly phone: string;
  /** The same phone in E.164 for tel: links. */
  readonly phoneE164: string;
};

export type DepartmentPhone = Phone & {
  readonly department: SiteDepartment;
  /** The brand the line answers for; null for a line of every brand (administration). */
  readonly brandId: SiteBrandId | null;
};

/** An Argentine landline from its area code without the 0 ('261') and local number. */
function landline(areaCode: string, localNumber: string): Phone {
  return {
    phone: `(0${areaCode}) ${localNumber}`,
    phoneE164: `+54${areaCode}${localNumber.replace(/\D/g, '')}`,
  };
}

/** A site's lines: sales and after-sales per brand, one administration line. */
function departmentLines(
  areaCode: string,
  lines: {
    readonly sales: Record<SiteBrandId, string>;
    readonly services: Record<SiteBrandId, string>;
    readonly administration: string;
  },
): DepartmentPhone[] {
  const perBrand = (department: 'sales' | 'services') =>
    siteBrandIds.map((brandId) => ({
      department,
      brandId,
      ...landline(areaCode, lines[department][brandId]),
    }));
  return [
    ...perBrand('sales'),
    { department: 'administration', brandId: null, ...landline(areaCode, lines.administration) },
    ...perBrand('services'),
  ];
}

/** Each site's lines, by the site's name. */
const linesBySite: Readonly<Record<string, readonly DepartmentPhone[]>> = {
  'Godoy Cruz': departmentLines('261', {
    sales: { 1: '555-2151', 2: '555-2152', 4: '555-2154', 6: '555-2156' },
    administration: '555-2170',
    services: { 1: '555-2161', 2: '555-2162', 4: '555-2164', 6: '555-2166' },
  }),
  'San Rafael': departmentLines('260', {
    sales: { 1: '555-4411', 2: '555-4412', 4: '555-4414', 6: '555-4416' },
    administration: '555-4430',
    services: { 1: '555-4421', 2: '555-4422', 4: '555-4424', 6: '555-4426' },
  }),
  'San Juan': departmentLines('264', {
    sales: { 1: '555-7731', 2: '555-7732', 4: '555-7734', 6: '555-7736' },
    administration: '555-7750',
    services: { 1: '555-7741', 2: '555-7742', 4: '555-7744', 6: '555-7746' },
  }),
};

/** spec 2.9: a site's lines, per brand for sales and plans and for after-sales. */
export function sitePhones(site: Pick<Site, 'name'>): readonly DepartmentPhone[] {
  return linesBySite[site.name] ?? [];
}
