/**
 * The public forms (spec 7.2; DECISIONS): contact and price request stored as leads, the
 * job application with its CV in the file storage (services/storage.ts), and the
 * withdrawal request ('Botón de arrepentimiento'). Each is rate-limited per client. Each
 * record and its department's email (services/lead-delivery.ts) commit together.
 */
import type { PublicWriteOptions } from './options';
import {
  apiPaths,
  contactBodySchema,
  cvFieldsSchema,
  messages,
  priceRequestBodySchema,
  withdrawalBodySchema,
} from '@territorio/api-client';
import {
  formStoredAnswer,
  priceRequestStoredAnswer,
  withdrawalAnswer,
} from '@territorio/api-client/route-schemas';
import fp from 'fastify-plugin';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../domain/errors';
import { fieldErrors, parseInput, safeParseInput } from '../domain/input';
import { detectDocumentType } from '../services/files';
import { applyForJob, storeLead } from '../services/forms';
import { requestWithdrawal } from '../services/withdrawal';

/** Lengths no honest form exceeds; the contract's schemas say what is required. */
const lengthLimits = z
  .object({
    name: z.string().max(100).optional(),
    lastname: z.string().max(100).optional(),
    email: z.string().max(254).optional(),
    telephone: z.string().max(40).optional(),
    cellphone: z.string().max(40).optional(),
    dni: z.string().max(20).optional(),
    subject: z.string().max(200).optional(),
    vehicle: z.string().max(200).optional(),
    message: z.string().max(5000).optional(),
    operation_code: z.string().max(64).optional(),
  })
  .passthrough();

/**
 * Every field's first problem, the schema's rule before the length limit (both Spanish);
 * an empty object when the form may be stored.
 */
function formErrors(schema: z.core.$ZodType, body: unknown): Record<string, string> {
  const parsed = safeParseInput(schema, body);
  const limits = safeParseInput(lengthLimits, body);
  const ruleErrors = parsed.success ? {} : fieldErrors(parsed.error, { schema, input: body });
  const limitErrors = limits.success ? {} : fieldErrors(limits.error);
  return { ...limitErrors, ...ruleErrors };
}

function formRefused(fields: Record<string, string>): DomainError {
  return new DomainError('invalid', 'invalid_request', messages.invalidRequest, { fields });
}

/**
 * A JSON form's route options: the contract's schema validates the body (a refusal is
 * answered in http/errors.ts) and `answer` is its 201. A body over the length limits is
 * refused before that, with every field's first problem under both checks (formErrors).
 */
export function jsonForm<S extends z.core.$ZodType, A extends z.core.$ZodType>(
  schema: S,
  answer: A,
  config: { rateLimit: RateLimit },
) {
  const lengthsFirst: preValidationAsyncHookHandler = async (request) => {
    const limits = safeParseInput(lengthLimits, request.body);
    if (limits.success || Object.keys(fieldErrors(limits.error)).length === 0) return;
    throw formRefused(formErrors(schema, request.body));
  };
  return {
    schema: { body: schema, response: { 201: answer } },
    config,
    preValidation: lengthsFirst,
  };
}

export type FormRoutesOptions = PublicWriteOptions;
type RateLimit = FormRoutesOptions['rateLimit'];

/** The site's forms (spec 5): contact, price request, withdrawal and job application. */
export const formRoutes = fp<FormRoutesOptions>(
  async (instance, { context, prefix, rateLimit }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const config = { rateLimit };

    app.post(
      `${prefix}${apiPaths.contact}`,
      jsonForm(contactBodySchema, formStoredAnswer, config),
      async (request, reply) => {
        const body = request.body;
        const id = await storeLead(context, {
          kind: 'contact',
          reference: null,
          brand_id: body.brand_id ?? null,
          name: body.name,
          lastname: body.lastname,
          email: body.email ?? '',
          telephone: body.telephone,
          subject: body.subject ?? '',
          vehicle: '',
          message: body.message ?? '',
          operation_code: null,
        });
        return reply.status(201).send({ data: { id, message: messages.contactSuccess } });
      },
    );

    app.post(
      `${prefix}${apiPaths.priceRequest}`,
      jsonForm(priceRequestBodySchema, priceRequestStoredAnswer, config),
      async (request, reply) => {
        const body = request.body;
        const id = await storeLead(context, {
          kind: 'price_request',
          reference: null,
          brand_id: body.brand_id ?? null,
          name: body.name,
          lastname: body.lastname,
          email: body.email,
          telephone: body.cellphone ?? '',
          subject: 'Solicitud de precio',
          vehicle: body.vehicle ?? '',
          message: '',
          operation_code: null,
        });
        return reply.status(201).send({ data: { id } });
      },
    );

    app.post(
      `${prefix}${apiPaths.withdrawal}`,
      jsonForm(withdrawalBodySchema, withdrawalAnswer, config),
      async (request, reply) => {
        // Disposición 954/2025: answered at once with the case code and where the request stands.
        const answer = await requestWithdrawal(context, request.body, request.log);
        return reply.status(201).send({ data: answer });
      },
    );

    // Multipart: no body schema (see below); the answer is the contract's.
    const cvRoute = { config, schema: { response: { 201: formStoredAnswer } } };
    app.post(`${prefix}${apiPaths.cv}`, cvRoute, async (request, reply) => {
      const { fields, file } = await readCvRequest(request);
      const problems = formErrors(cvFieldsSchema, fields);
      const type = file ? detectDocumentType(file) : null;
      if (!file || !type) {
        // spec 5/8: a missing CV (or one that is not Word or PDF) gets the spec's message.
        throw new DomainError('invalid', 'cv_missing', messages.cvMissing, {
          fields: { ...problems, file: messages.cvMissing },
        });
      }
      if (Object.keys(problems).length > 0) throw formRefused(problems);
      // Multipart fields arrive only as the handler reads the parts: no route schema can
      // see them, so this route parses them itself.
      const body = parseInput(cvFieldsSchema, fields);
      const id = await applyForJob(context, body, { content: file, type });
      return reply.status(201).send({ data: { id, message: messages.cvSuccess } });
    });
  },
  { name: 'form-routes' },
);

/** Reads `data[name]`-style fields (plain `name` too) and the `file` part. */
async function readCvRequest(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new DomainError('unsupported_media_type', 'unsupported_media_type', messages.cvMissing, {
      fields: { file: messages.cvMissing },
    });
  }
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && file === null) {
          const content = await part.toBuffer();
          file = content.length > 0 ? content : null;
        } else {
          part.file.resume();
        }
        continue;
      }
      const match =
        /^data\[([a-z_]{1,30})\]$/.exec(part.fieldname) ?? /^([a-z_]{1,30})$/.exec(part.fieldname);
      if (match?.[1] && typeof part.value === 'string')
        fields[match[1]] = part.value.replace(/\0/g, '');
    }
  } catch (error) {
    // The multipart limits raise errors with a status (413, mapped in errors.ts); anything
    // else the parser throws (no boundary, a body cut short, broken framing) is the
    // client's malformed request, not a server fault.
    if (
      error instanceof DomainError ||
      typeof (error as { statusCode?: unknown }).statusCode === 'number'
    )
      throw error;
    throw new DomainError('invalid', 'invalid_request', messages.invalidRequest);
  }
  return { fields, file };
}
