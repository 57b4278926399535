/**
 * Recognises a CV by its content (magic bytes), never by the name or the declared type.
 * PDF: '%PDF-'. Word 97-2003 (.doc): the OLE2 compound file header. Word 2007+ (.docx): a
 * ZIP whose entries include 'word/document.xml' (a plain ZIP or an .xlsx is refused).
 */
export type DocumentType = { readonly extension: 'pdf' | 'doc' | 'docx'; readonly mime: string };

const pdf: DocumentType = { extension: 'pdf', mime: 'application/pdf' };
const doc: DocumentType = { extension: 'doc', mime: 'application/msword' };
const docx: DocumentType = {
  extension: 'docx',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const pdfMagic = Buffer.from('%PDF-', 'latin1');
const oleMagic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function detectDocumentType(content: Buffer): DocumentType | null {
  // Some PDF writers put a few bytes before the header; readers accept it within 1 KB.
  const head = content.subarray(0, 1024);
  if (head.indexOf(pdfMagic) !== -1) return pdf;
  if (content.subarray(0, 8).equals(oleMagic)) return doc;
  if (content.subarray(0, 4).equals(zipMagic) && zipHasEntry(content, 'word/document.xml')) {
    return docx;
  }
  return null;
}

/** Walks the ZIP's local file headers looking for an entry name. */
function zipHasEntry(content: Buffer, wanted: string): boolean {
  let offset = 0;
  for (let entries = 0; entries < 10_000 && offset + 30 <= content.length; entries += 1) {
    if (content.readUInt32LE(offset) !== 0x04034b50) break;
    const flags = content.readUInt16LE(offset + 6);
    const compressedSize = content.readUInt32LE(offset + 18);
    const nameLength = content.readUInt16LE(offset + 26);
    const extraLength = content.readUInt16LE(offset + 28);
    const name = content.toString('utf8', offset + 30, offset + 30 + nameLength);
    if (name === wanted) return true;
    // Entries written with a data descriptor (flag bit 3) have no size here: fall back to
    // the central directory, which lists every name.
    if (flags & 0x08) return content.includes(Buffer.from(wanted, 'utf8'));
    offset += 30 + nameLength + extraLength + compressedSize;
  }
  return false;
}
