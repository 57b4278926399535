import { describe, expect, it } from 'vitest';
import { cvAccept, cvFileTypes, maxCvBytes } from '../constants';
import { messages } from '../messages';
import { cvFileProblem, isCvFileType } from './cv-file';

const file = (name: string, size: number, type: string) => ({ name, size, type });
const megabyte = 1024 * 1024;

describe('CV file (spec 5 job form, spec 7.2)', () => {
  it('takes a PDF or Word file of up to 5 MB', () => {
    expect(maxCvBytes).toBe(5 * megabyte);
    expect(cvFileProblem(file('cv.pdf', 200_000, 'application/pdf'))).toBeUndefined();
    expect(cvFileProblem(file('CV Final.DOCX', maxCvBytes, cvFileTypes[2].mime))).toBeUndefined();
    expect(cvFileProblem(file('cv.doc', 1000, 'application/msword'))).toBeUndefined();
    // Systems that do not know Word's type send none, or the generic one.
    expect(cvFileProblem(file('cv.docx', 1000, ''))).toBeUndefined();
    expect(cvFileProblem(file('cv.doc', 1000, 'application/octet-stream'))).toBeUndefined();
  });

  it('says the CV is missing when there is no file or an empty one, as the API does', () => {
    expect(cvFileProblem(null)).toBe(messages.cvMissing);
    expect(cvFileProblem(file('cv.pdf', 0, 'application/pdf'))).toBe(messages.cvMissing);
  });

  it('refuses another type, by extension or by MIME type', () => {
    expect(cvFileProblem(file('foto.png', 1000, 'image/png'))).toBe(messages.cvType);
    expect(cvFileProblem(file('cv', 1000, ''))).toBe(messages.cvType);
    expect(cvFileProblem(file('cv.pdf.exe', 1000, ''))).toBe(messages.cvType);
    expect(cvFileProblem(file('cv.pdf', 1000, 'image/png'))).toBe(messages.cvType);
    expect(isCvFileType(file('cv.PDF', 0, 'application/pdf'))).toBe(true);
  });

  it('refuses a file over 5 MB, naming the field and the limit', () => {
    expect(cvFileProblem(file('cv.pdf', maxCvBytes + 1, 'application/pdf'))).toBe(
      messages.cvTooLarge,
    );
    expect(messages.cvTooLarge).toMatch(/^El currículum .*5 MB/);
    expect(messages.cvType).toMatch(/^El currículum /);
  });

  it('offers in the file picker exactly the types it takes', () => {
    expect(cvAccept.split(',').sort()).toEqual(
      cvFileTypes.flatMap((type) => [`.${type.extension}`, type.mime]).sort(),
    );
  });
});
