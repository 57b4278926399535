import { describe, expect, it } from 'vitest';
import {
  compoundFile,
  contentTypesXml,
  sampleDoc,
  sampleDocx,
  samplePdf,
  zip,
} from '../test/samples';
import { detectDocumentType } from './files';

const bytes = (content: Uint8Array | string) =>
  typeof content === 'string' ? Buffer.from(content, 'latin1') : Buffer.from(content);
const extension = (content: Uint8Array | string) =>
  detectDocumentType(bytes(content))?.extension ?? null;

const documentXml = '<w:document><w:body/></w:document>';

describe('CV recognition by structure', () => {
  it('recognises a real minimal PDF, DOCX (deflated and stored) and DOC', () => {
    expect(extension(samplePdf)).toBe('pdf');
    expect(extension(sampleDocx)).toBe('docx');
    expect(
      extension(
        zip(
          { '[Content_Types].xml': contentTypesXml, 'word/document.xml': documentXml },
          { stored: true },
        ),
      ),
    ).toBe('docx');
    expect(extension(sampleDoc)).toBe('doc');
  });

  it('refuses HTML or SVG that carries %PDF- after byte 0', () => {
    expect(extension(`<html><body>%PDF-1.4 <script>alert(1)</script></body></html>\n%%EOF`)).toBe(
      null,
    );
    expect(extension(`<svg xmlns="http://www.w3.org/2000/svg"><!-- %PDF-1.7 --></svg>%%EOF`)).toBe(
      null,
    );
    expect(extension(`MZ\x90\x00${'\0'.repeat(60)}%PDF-1.4\n%%EOF`)).toBe(null);
    // A leading space is enough to move the header off byte 0.
    expect(extension(` ${Buffer.from(samplePdf).toString('latin1')}`)).toBe(null);
  });

  it('refuses a PDF header without a trailer', () => {
    expect(extension('%PDF-1.4\n1 0 obj<<>>endobj\n')).toBe(null);
    const padded = Buffer.concat([bytes(samplePdf), Buffer.alloc(4096, 0x20)]);
    expect(extension(padded)).toBe(null);
  });

  it('refuses ZIPs that are not Word documents', () => {
    expect(extension(zip({ 'evil.exe': 'MZ\x90\x00' }))).toBe(null);
    expect(extension(zip({ '[Content_Types].xml': contentTypesXml }))).toBe(null);
    expect(extension(zip({ 'word/document.xml': documentXml }))).toBe(null);
    // A Word layout with a program beside it, or an entry escaping the folder.
    expect(
      extension(
        zip({
          '[Content_Types].xml': contentTypesXml,
          'word/document.xml': documentXml,
          'word/media/evil.exe': 'MZ',
        }),
      ),
    ).toBe(null);
    expect(
      extension(
        zip({
          '[Content_Types].xml': contentTypesXml,
          'word/document.xml': documentXml,
          '../../evil.js': 'x',
        }),
      ),
    ).toBe(null);
    // The names only in the data, not in a central directory.
    expect(
      extension(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), bytes('word/document.xml')])),
    ).toBe(null);
  });

  it('refuses a ZIP whose directory points outside the file', () => {
    const broken = Buffer.from(sampleDocx);
    const end = broken.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    broken.writeUInt32LE(broken.length + 100, end + 16);
    expect(extension(broken)).toBe(null);
  });

  it('refuses OLE2 files without a WordDocument stream and broken ones', () => {
    expect(extension(compoundFile(['Workbook']))).toBe(null);
    expect(extension(compoundFile([]))).toBe(null);
    // The bare signature with nothing behind it.
    const header = Buffer.alloc(1536);
    header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(extension(header)).toBe(null);
    // A directory chain that loops on itself ends without an answer.
    const looping = Buffer.from(compoundFile(['Workbook']));
    looping.writeUInt32LE(1, 512 + 4);
    expect(extension(looping)).toBe(null);
  });

  it('refuses empty, tiny and unknown content', () => {
    for (const content of ['', '%PDF', 'PK', 'hello', '<html>cv</html>']) {
      expect(extension(content)).toBe(null);
    }
  });
});
