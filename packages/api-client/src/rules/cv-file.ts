/**
 * spec 5 job form: the CV file. The browser checks what the API would refuse (a missing,
 * empty, oversized or non-PDF/Word file) before anything is sent, and says why in the
 * field's words; the API checks again, by the file's content.
 */
import { cvFileTypes, maxCvBytes } from '../constants';
import { messages } from '../messages';

/** What the browser knows of a picked file (a File has these). */
export type CvFile = { readonly name: string; readonly size: number; readonly type: string };

/** Systems that do not know a type send none, or the generic binary one. */
const unknownTypes: readonly string[] = ['', 'application/octet-stream'];

/** Whether the name and the MIME type say PDF or Word. */
export function isCvFileType(file: Pick<CvFile, 'name' | 'type'>): boolean {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  const type = file.type.toLowerCase();
  return (
    cvFileTypes.some((known) => known.extension === extension) &&
    (unknownTypes.includes(type) || cvFileTypes.some((known) => known.mime === type))
  );
}

/** The field's message for a picked CV, or undefined when the API would take it. */
export function cvFileProblem(file: CvFile | null | undefined): string | undefined {
  // The API reads an empty file as no file at all.
  if (!file || file.size === 0) return messages.cvMissing;
  if (!isCvFileType(file)) return messages.cvType;
  if (file.size > maxCvBytes) return messages.cvTooLarge;
  return undefined;
}
