/**
 * ADF/XML 1.0 ("Auto-lead Data Format"), the lead document dealer CRMs ingest: one
 * `<prospect>` with its request date, the vehicle of interest and any trade-ins, the
 * customer's contact, the vendor (the dealership and site that receive it) and the
 * provider (the website that produced it). Elements follow the order of the ADF 1.0 DTD:
 *   prospect (id*, requestdate, vehicle+, customer, vendor, provider?)
 *   vehicle  (id*, year, make, model, vin?, stock?, trim?, ..., odometer?, colorcombination*,
 *             ..., price?, ..., finance?, comments?)
 *   customer (contact, id*, timeframe?, comments?)
 *   contact  (name+, email?, phone*)    vendor (id*, vendorname, url?, contact)
 *   provider (id*, name, service?, url?, email?, phone?, contact?)
 * Every value is escaped and characters XML 1.0 cannot carry are dropped, so whatever a
 * person typed in a form yields a well-formed document.
 */

export type AdfCurrency = 'ARS' | 'USD';

export type AdfMoney = { readonly amount: number; readonly currency: AdfCurrency };

export type AdfFinance = {
  /** 'finance' (a credit), 'cash'. */
  readonly method: 'finance' | 'cash';
  readonly amounts: readonly (AdfMoney & { readonly type: 'total' | 'downpayment' | 'monthly' })[];
  /** What is financed. */
  readonly balance?: AdfMoney;
};

export type AdfVehicle = {
  /** 'test-drive' for a booked test drive; a visit to see the unit is a 'buy' interest. */
  readonly interest: 'buy' | 'trade-in' | 'test-drive';
  readonly status: 'new' | 'used';
  readonly year?: number | null;
  readonly make: string;
  readonly model: string;
  /** The chassis number. */
  readonly vin?: string;
  /** Our stock unit id. */
  readonly stock?: string;
  readonly trim?: string;
  readonly odometerKm?: number;
  readonly exteriorColor?: string;
  /** 'quote' for the unit's price, 'appraisal' for a trade-in's valuation. */
  readonly price?: AdfMoney & { readonly type: 'quote' | 'appraisal' };
  readonly finance?: AdfFinance;
  readonly comments?: string;
};

export type AdfProspect = {
  /** Our reference for the lead: 'lead-42', or an operation's code. */
  readonly id: string;
  /** Who numbered the id (the website). */
  readonly source: string;
  /** 'resend' when the CRM already received a document with this id (a later event). */
  readonly status: 'new' | 'resend';
  /** When the person asked (an ISO 8601 time). */
  readonly requestDate: string;
  /** The vehicle of interest first; trade-ins after it. */
  readonly vehicles: readonly AdfVehicle[];
  readonly customer: {
    readonly firstName: string;
    readonly lastName: string;
    readonly email?: string;
    readonly phone?: string;
    readonly comments?: string;
  };
  readonly vendor: {
    readonly name: string;
    readonly url?: string;
    readonly contactName: string;
    readonly email?: string;
    readonly phone?: string;
  };
  readonly provider: {
    readonly name: string;
    readonly service?: string;
    readonly url?: string;
    readonly email?: string;
    readonly phone?: string;
  };
};

/** The ADF attachment's media type (what CRMs' mail importers look for). */
export const adfContentType = 'application/x-adf+xml';

// XML 1.0 Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
const notXmlChar = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text content: `&`, `<` and `>` escaped, characters XML cannot hold dropped. */
export function xmlText(value: string): string {
  return value
    .replace(notXmlChar, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** An attribute value (double-quoted): quotes and line breaks escaped too. */
function xmlAttribute(value: string): string {
  return xmlText(value)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

type Node = {
  readonly name: string;
  readonly attributes?: Readonly<Record<string, string | undefined>>;
  readonly text?: string;
  readonly children?: readonly (Node | false | undefined)[];
};

function render(node: Node, depth: number): string {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${xmlAttribute(value)}"`)
    .join('');
  const children = (node.children ?? []).filter((child): child is Node => Boolean(child));
  if (children.length === 0) {
    return `${indent}<${node.name}${attributes}>${xmlText(node.text ?? '')}</${node.name}>`;
  }
  return [
    `${indent}<${node.name}${attributes}>`,
    ...children.map((child) => render(child, depth + 1)),
    `${indent}</${node.name}>`,
  ].join('\n');
}

const leaf = (name: string, text: string, attributes?: Node['attributes']): Node => ({
  name,
  text,
  ...(attributes ? { attributes } : {}),
});

/** An optional leaf: left out when the value is empty. */
const optional = (name: string, text: string | undefined, attributes?: Node['attributes']) =>
  text !== undefined && text.trim() !== '' ? leaf(name, text.trim(), attributes) : undefined;

const money = (name: string, value: AdfMoney, attributes: Node['attributes']): Node =>
  leaf(name, String(Math.round(value.amount)), { ...attributes, currency: value.currency });

function vehicleNode(vehicle: AdfVehicle): Node {
  return {
    name: 'vehicle',
    attributes: { interest: vehicle.interest, status: vehicle.status },
    children: [
      leaf('year', vehicle.year ? String(vehicle.year) : ''),
      leaf('make', vehicle.make),
      leaf('model', vehicle.model),
      optional('vin', vehicle.vin),
      optional('stock', vehicle.stock),
      optional('trim', vehicle.trim),
      vehicle.odometerKm !== undefined &&
        leaf('odometer', String(Math.round(vehicle.odometerKm)), { units: 'km' }),
      vehicle.exteriorColor?.trim()
        ? {
            name: 'colorcombination',
            children: [
              leaf('exteriorcolor', vehicle.exteriorColor.trim()),
              leaf('preference', '1'),
            ],
          }
        : undefined,
      vehicle.price && money('price', vehicle.price, { type: vehicle.price.type }),
      vehicle.finance && {
        name: 'finance',
        children: [
          leaf('method', vehicle.finance.method),
          ...vehicle.finance.amounts.map((amount) =>
            money('amount', amount, { type: amount.type, limit: 'exact' }),
          ),
          vehicle.finance.balance && money('balance', vehicle.finance.balance, { type: 'finance' }),
        ],
      },
      optional('comments', vehicle.comments),
    ],
  };
}

/** The ADF/XML document of one prospect (UTF-8, LF line ends). */
export function adfDocument(prospect: AdfProspect): string {
  if (prospect.vehicles.length === 0) throw new Error('an ADF prospect needs a vehicle');
  const { customer, vendor, provider } = prospect;
  const root: Node = {
    name: 'adf',
    children: [
      {
        name: 'prospect',
        attributes: { status: prospect.status },
        children: [
          leaf('id', prospect.id, { sequence: '1', source: prospect.source }),
          leaf('requestdate', adfDate(prospect.requestDate)),
          ...prospect.vehicles.map(vehicleNode),
          {
            name: 'customer',
            children: [
              {
                name: 'contact',
                children: [
                  leaf('name', customer.firstName, { part: 'first' }),
                  leaf('name', customer.lastName, { part: 'last' }),
                  // The DTD wants an email or a phone: an empty email when neither is known.
                  optional('email', customer.email) ??
                    (customer.phone?.trim() ? undefined : leaf('email', '')),
                  optional('phone', customer.phone),
                ],
              },
              optional('comments', customer.comments),
            ],
          },
          {
            name: 'vendor',
            children: [
              leaf('vendorname', vendor.name),
              optional('url', vendor.url),
              {
                name: 'contact',
                children: [
                  leaf('name', vendor.contactName, { part: 'full' }),
                  optional('email', vendor.email) ??
                    (vendor.phone?.trim() ? undefined : leaf('email', '')),
                  optional('phone', vendor.phone),
                ],
              },
            ],
          },
          {
            name: 'provider',
            children: [
              leaf('name', provider.name, { part: 'full' }),
              optional('service', provider.service),
              optional('url', provider.url),
              optional('email', provider.email),
              optional('phone', provider.phone),
            ],
          },
        ],
      },
    ],
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    render(root, 0),
    '',
  ].join('\n');
}

/** ISO 8601 to the second with its offset ('2026-11-26T14:03:09Z'), as CRMs parse it. */
export function adfDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
