/**
 * The OpenAPI 3.1 document the API publishes: valid by the specification's own schema,
 * and naming for every route, staff routes included, the schema of each 2xx answer (a
 * route added without one fails here).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { apiPaths, brandEndpoints } from '@territorio/api-client';
import { openApiPath } from '@territorio/api-client/route-schemas';
import { staffBasePath, staffPaths } from '@territorio/api-client/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

type Operation = {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  parameters?: { in: string; name: string }[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** `/api/x/:code` as OpenAPI writes it: `/api/x/{code}`. */
const openApiPathOf = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

let api: TestServer;
let document: Document;

beforeAll(async () => {
  api = await startTestServer();
  const response = await api.get(openApiPath);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  document = (await response.json()) as Document;
});

afterAll(async () => {
  await api.close();
});

function operations(): { path: string; method: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives every operation the schema of each 2xx answer', () => {
    const missing = operations()
      .filter(({ operation }) => {
        const answers = Object.entries(operation.responses ?? {}).filter(([status]) =>
          /^2\d\d$/.test(status),
        );
        return (
          answers.length === 0 ||
          answers.some(
            ([, answer]) =>
              !answer.content ||
              Object.values(answer.content).some((media) => media.schema === undefined),
          )
        );
      })
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
  });

  it('lists the public, intranet and staff routes', () => {
    const paths = Object.keys(document.paths);
    for (const path of [
      apiPaths.dealershipStart,
      apiPaths.stockSearch,
      apiPaths.visit,
      brandEndpoints[1].family,
      `${brandEndpoints[1].family}/:id`,
      `${staffBasePath}${staffPaths.session}`,
      `${staffBasePath}${staffPaths.reservation}`,
    ]) {
      expect(paths).toContain(openApiPathOf(path));
    }
    expect(paths.some((path) => path.startsWith('/v2/dealership/credit'))).toBe(true);
    expect(paths).not.toContain(openApiPath);
  });

  it('describes query and path parameters from the contract', () => {
    const family = document.paths[openApiPathOf(`${brandEndpoints[1].family}/:id`)]?.get;
    expect(family?.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'id' }));
    const slots = document.paths[apiPaths.visitSlots]?.get;
    expect(slots?.parameters).toContainEqual(
      expect.objectContaining({ in: 'query', name: 'site' }),
    );
  });
});
