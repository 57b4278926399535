import { apiErrorSchema } from '@territorio/api-client';
import { ApiError, messageForStatus, messages } from '@territorio/api-client/core';
import { staffCsrfHeader, staffMessages } from '@territorio/api-client/staff';
import { z } from 'zod';
import { sessionStore } from './session';

/**
 * Sends one file as multipart (`field`, with the CSRF header), reporting the share sent
 * (0 to 1) as it goes: XMLHttpRequest, because fetch cannot report an upload's progress
 * over HTTP/1.1. Answers the `{ data }` the contract's schema reads, or throws an ApiError
 * with the API's own words.
 */
export function uploadWithProgress<T extends z.ZodType>(
  url: string,
  field: string,
  file: File,
  schema: T,
  onProgress: (sent: number) => void,
): Promise<z.output<T>> {
  const request = `POST ${url}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    const token = sessionStore.getState().session?.csrf_token;
    if (token) xhr.setRequestHeader(staffCsrfHeader, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, code: 'network', message: messages.serverError, request }));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const answer = z.object({ data: schema }).safeParse(json);
        if (answer.success) {
          onProgress(1);
          resolve((answer.data as { data: z.output<T> }).data);
          return;
        }
      }
      const parsed = apiErrorSchema.safeParse(json);
      const fallback =
        xhr.status === 401 ? staffMessages.unauthenticated : messageForStatus(xhr.status);
      reject(
        new ApiError({
          status: xhr.status,
          code: parsed.success ? parsed.data.error.code : 'http',
          message: parsed.success ? parsed.data.error.message : fallback,
          fields: parsed.success ? parsed.data.error.fields : undefined,
          request,
        }),
      );
    };
    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}
