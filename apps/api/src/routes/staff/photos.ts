/**
 * A unit's photos in the console (admin, stock): the list, one upload per request
 * (multipart, the file in `file`), the order, a photo's alt text and side, a deletion.
 */
import { messages, photoMessages } from '@territorio/api-client';
import { photoOrderSchema, photoUpdateSchema } from '@territorio/api-client/staff';
import {
  staffAnswers as answers,
  idParamsSchema as idParams,
  photoParamsSchema as photoParams,
} from '@territorio/api-client/route-schemas';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors';
import type { AppContext } from '../../services/context';
import {
  deleteUnitPhoto,
  listPhotos,
  orderPhotos,
  updatePhotoDetails,
  uploadPhoto,
} from '../../services/staff/photos';
import type { ZodRoutes } from '../options';
import { accessOf, guarded, staffRoute, type Guard } from './guard';

/** Refuses the upload naming the `file` field. */
const refused = (code: string, message: string) =>
  new DomainError('invalid', code, message, { fields: { file: message } });

/** The console sends photos one by one, each with its own progress and refusal. */
const oneFileMessage = 'Subí las fotos de a una.';

/**
 * The one file of the request, at most `maxBytes` (more is refused with the limit in
 * words, whichever limit trips first). Multipart parts arrive only as the handler reads
 * them, so no route schema can see them: this checks them itself, and a malformed body is
 * the client's fault (400), never a server error.
 */
async function readPhotoFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw refused('invalid_file', photoMessages.empty);
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 2, fields: 5, parts: 8 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        throw refused('invalid_file', oneFileMessage);
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw refused('file_too_large', photoMessages.tooLarge(maxBytes));
    }
    if (code === 'FST_FILES_LIMIT') throw refused('invalid_file', oneFileMessage);
    throw refused('invalid_request', messages.invalidRequest);
  }
  if (!file || file.length === 0) throw refused('invalid_file', photoMessages.empty);
  return file;
}

export function registerPhotoRoutes(app: ZodRoutes, context: AppContext, guard: Guard) {
  const stock = guarded(guard, 'stock');
  const listAnswer = { 200: answers.stockPhotos };

  app.get(
    staffRoute('stockPhotos'),
    { ...stock, schema: { params: idParams, response: listAnswer } },
    async (request, reply) => reply.send({ data: await listPhotos(context, request.params.id) }),
  );

  app.post(
    staffRoute('stockPhotos'),
    { ...stock, schema: { params: idParams, response: { 201: answers.stockPhoto } } },
    async (request, reply) => {
      const { member } = accessOf(request);
      const file = await readPhotoFile(request, context.config.photoLimits.maxBytes);
      const photo = await uploadPhoto(context, member, request.params.id, file);
      return reply.code(201).send({ data: photo });
    },
  );

  app.put(
    staffRoute('stockPhotoOrder'),
    { ...stock, schema: { params: idParams, body: photoOrderSchema, response: listAnswer } },
    async (request, reply) => {
      const { member } = accessOf(request);
      const { id } = request.params;
      return reply.send({ data: await orderPhotos(context, member, id, request.body.ids) });
    },
  );

  app.patch(
    staffRoute('stockPhoto'),
    {
      ...stock,
      schema: {
        params: photoParams,
        body: photoUpdateSchema,
        response: { 200: answers.stockPhoto },
      },
    },
    async (request, reply) => {
      const { member } = accessOf(request);
      const { id, photo } = request.params;
      return reply.send({
        data: await updatePhotoDetails(context, member, id, photo, request.body),
      });
    },
  );

  app.delete(
    staffRoute('stockPhoto'),
    { ...stock, schema: { params: photoParams, response: listAnswer } },
    async (request, reply) => {
      const { member } = accessOf(request);
      const { id, photo } = request.params;
      return reply.send({ data: await deleteUnitPhoto(context, member, id, photo) });
    },
  );
}
