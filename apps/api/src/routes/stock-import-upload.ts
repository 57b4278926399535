/**
 * An import's request, as the console and a dealership system send it: multipart with the
 * file in `file` (at most `stockImportLimits.maxBytes`) and the options as fields (`apply`,
 * `whole_stock`: '1' or 'true'; `sites`: slugs, repeated or comma-separated), or the
 * options in the query. Multipart fields arrive only as the handler reads the parts, so no
 * route schema can see them: this reads and checks them itself.
 */
import {
  stockImportLimits,
  stockImportMessages,
  stockImportOptionsSchema,
  type StockImportOptions,
} from '@territorio/api-client/staff';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors';
import type { ImportFile } from '../services/stock-import/index';

const missingFile = () =>
  new DomainError('invalid', 'invalid_file', stockImportMessages.fileMissing, {
    fields: { file: stockImportMessages.fileMissing },
  });

const yes = (value: string | undefined) => value === '1' || value === 'true' || value === 'on';

export async function readImportRequest(
  request: FastifyRequest,
): Promise<{ file: ImportFile; options: StockImportOptions }> {
  if (!request.isMultipart()) throw missingFile();
  const query = request.query as Record<string, string | undefined>;
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) fields[key] = [value];
  let file: ImportFile | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: stockImportLimits.maxBytes, files: 1, fields: 10 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        const content = await part.toBuffer();
        file = { content, name: part.filename || 'stock.csv' };
      } else if (typeof part.value === 'string') {
        (fields[part.fieldname] ??= []).push(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError('invalid', 'invalid_file', stockImportMessages.fileTooLarge, {
        fields: { file: stockImportMessages.fileTooLarge },
      });
    }
    if (error instanceof DomainError) throw error;
    throw new DomainError('invalid', 'invalid_request', stockImportMessages.fileUnreadable);
  }
  if (!file || file.content.length === 0) throw missingFile();
  const options = stockImportOptionsSchema.parse({
    apply: yes(fields.apply?.[0]),
    whole_stock: yes(fields.whole_stock?.[0]),
    sites: (fields.sites ?? [])
      .flatMap((value) => value.split(','))
      .map((slug) => slug.trim())
      .filter(Boolean),
  });
  return { file, options };
}
