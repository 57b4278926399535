/**
 * The API's contract as an OpenAPI 3.1 document, at `openApiPath` on the API's origin, for
 * integrators (a DMS, a CRM). @fastify/swagger collects every route registered after it,
 * and the zod type provider's transforms turn each route's schemas (the contract's, from
 * @territorio/api-client) into JSON Schema 2020-12: the document cannot drift from what
 * the routes validate and send.
 */
import swagger from '@fastify/swagger';
import contract from '@territorio/api-client/package.json' with { type: 'json' };
import { openApiPath } from '@territorio/api-client/route-schemas';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Registers the document's route; call it before the routes it describes. */
export async function registerOpenApi(app: FastifyInstance, basePath: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Territorio dealership API',
        description: 'The dealership contract: catalogue, forms, visits, reservations, staff.',
        version: contract.version,
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get(`${basePath}${openApiPath}`, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
