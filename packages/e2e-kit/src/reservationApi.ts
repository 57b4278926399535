/**
 * The reservation API as the end-to-end suites of every app meet it: stock units read from
 * the running API (each test takes its own), operations started and paid without a
 * browser (another buyer), and the email outbox the API writes under the e2e stack's data
 * folder.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiPaths, brandEndpoints } from '@territorio/api-client';
import type { VehicleBrandId } from '@territorio/api-client';
import { e2eUrls } from './index';

export type Unit = {
  readonly id: number;
  readonly brand_id: VehicleBrandId;
  readonly family_id: number;
  readonly family: string;
  readonly model: string;
  readonly name: string;
  readonly chassis: string;
  readonly special_discount: number;
  readonly price?: number | null;
  readonly list_price?: number | null;
  readonly license_price?: number;
  readonly delivery_price?: number;
  readonly currency: string;
  readonly status: string;
};

/** Units taken by earlier tests of this run: every test reserves a unit of its own. */
const taken = new Set<number>();

/**
 * An available unit of a brand (optionally of a family). A test that pays takes a unit of
 * its own (`exclusive`, the default); a test that never pays may share one, since only a
 * deposit holds a unit.
 */
export async function takeUnit(
  request: APIRequestContext,
  options: {
    brandId: VehicleBrandId;
    familyId?: number;
    where?: (unit: Unit) => boolean;
    exclusive?: boolean;
  },
): Promise<Unit> {
  const query = options.familyId === undefined ? '' : `?family_id=${options.familyId}`;
  const response = await request.get(
    `${e2eUrls.api}${brandEndpoints[options.brandId].stock}${query}`,
  );
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Unit[] };
  const unit = data.find(
    (candidate) =>
      candidate.status === 'available' &&
      !taken.has(candidate.id) &&
      (options.where ? options.where(candidate) : true),
  );
  if (!unit) throw new Error(`No available unit for brand ${options.brandId}`);
  if (options.exclusive ?? true) taken.add(unit.id);
  return unit;
}

/** Keeps a unit chosen outside `takeUnit` (from the catalogue's links) for one test. */
export function claimUnit(id: number): void {
  taken.add(id);
}

/** Whether the API still offers a unit and no earlier test of this run holds it. */
export async function isAvailable(
  request: APIRequestContext,
  brandId: VehicleBrandId,
  id: number,
): Promise<boolean> {
  if (taken.has(id)) return false;
  const response = await request.get(`${e2eUrls.api}${brandEndpoints[brandId].stock}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Unit[] };
  return data.some((unit) => unit.id === id && unit.status === 'available');
}

/** Sandbox test cards (DECISIONS: any Luhn-valid number; the holder's name decides). */
export const testCard = {
  number: '4509 9535 6623 3704',
  expiry: '11/30',
  securityCode: '123',
  document: '30123456',
} as const;

export const buyer = {
  email: 'comprador@correo.example',
  dni: '30123456',
  name: 'Lucía',
  lastname: 'Giménez',
  birthdate: '1988-04-12',
  maritalStatus: 'Soltero/a',
  telephone: '261 555-0199',
  address: 'Belgrano 1200, Mendoza',
} as const;

export type OutboxEmail = {
  /** 'resume' (start), 'payment' (confirmation), 'refund', 'visit', ... from the file name. */
  readonly kind: string;
  /** The `To:` header as written. */
  readonly to: string;
  readonly subject: string;
  readonly text: string;
};

/** RFC 2047 encoded words ('=?UTF-8?B?...?=') as text. */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?utf-8\?([bq])\?([^?]*)\?=/gi,
    (_match, encoding: string, data: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeURIComponent(data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, '%$1')),
  );
}

/**
 * Every email the e2e stacks' APIs wrote: the .eml files of the outbox under each stack's
 * data folder (scripts/e2e-stack.mjs makes it in the system's temporary folder).
 */
export function outboxEmails(): OutboxEmail[] {
  const emails: OutboxEmail[] = [];
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith('territorio-e2e-')) continue;
    const outbox = join(tmpdir(), entry, 'outbox');
    let files: string[];
    try {
      files = readdirSync(outbox);
    } catch {
      continue;
    }
    for (const file of files) {
      const path = join(outbox, file);
      if (!file.endsWith('.eml') || !statSync(path).isFile()) continue;
      const text = readFileSync(path, 'utf8');
      emails.push({
        kind: /-([a-z_]+)\.eml$/.exec(file)?.[1] ?? '',
        to: /^To: (.*)$/m.exec(text)?.[1]?.trim() ?? '',
        subject: decodeHeader(/^Subject: (.*)$/m.exec(text)?.[1] ?? ''),
        text,
      });
    }
  }
  return emails;
}

/** The emails the API wrote for an operation: those that name its code. */
export function outboxEmailsFor(operationCode: string): OutboxEmail[] {
  const code = operationCode.toUpperCase();
  return outboxEmails().filter((email) => email.text.toUpperCase().includes(code));
}

/** Starts an operation straight on the API (spec 7.2 start body), as another buyer would. */
export async function startOperationViaApi(
  request: APIRequestContext,
  unit: Unit,
): Promise<string> {
  const response = await request.post(`${e2eUrls.api}${apiPaths.dealershipStart}`, {
    data: {
      email: 'otro.comprador@correo.example',
      stock_id: unit.id,
      model: unit.model ?? unit.name,
      brand_id: unit.brand_id,
      chassis: unit.chassis,
      family: unit.family,
      family_id: unit.family_id,
      fullprice: 0,
      special_discount: unit.special_discount,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { code: string } }).data.code;
}

/** The operation as the API has it now (resume by code). */
export async function readOperation(
  request: APIRequestContext,
  code: string,
): Promise<{
  status: string;
  cash_amount: number;
  purchase: { transaction: { code: string; status: string } };
}> {
  const response = await request.post(`${e2eUrls.api}${apiPaths.dealershipStart}`, {
    data: { code },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Awaited<ReturnType<typeof readOperation>> }).data;
}

/**
 * Pays an operation's deposit on the sandbox's JSON route (another buyer, no browser),
 * after giving it what the server requires first: the buyer's data and cash for the rest.
 */
export async function payViaApi(request: APIRequestContext, code: string): Promise<void> {
  const ready = await request.post(`${e2eUrls.api}${apiPaths.dealershipUpdate}`, {
    data: {
      code,
      purchase: {
        name: buyer.name,
        lastname: buyer.lastname,
        dni: buyer.dni,
        telephone: buyer.telephone,
        birthdate: buyer.birthdate,
        marital_status_id: 2,
        email: buyer.email,
      },
      cash_amount: 999_999_999_999,
    },
  });
  expect(ready.ok()).toBe(true);
  const operation = await readOperation(request, code);
  const response = await request.post(`${e2eUrls.api}${apiPaths.paymentSandbox}`, {
    data: {
      reference: operation.purchase.transaction.code,
      card_number: testCard.number.replace(/\s/g, ''),
      expiry: testCard.expiry,
      security_code: testCard.securityCode,
      holder_name: 'APRO',
      holder_document: testCard.document,
      installments: 1,
    },
  });
  expect(response.ok()).toBe(true);
}
