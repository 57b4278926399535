/**
 * Recognises a CV by its structure, never by the name or the declared type, so that a file
 * stored as .pdf, .docx or .doc really is one (a polyglot that merely mentions a magic
 * string is refused):
 * - PDF: the '%PDF-' header at byte 0 and an '%%EOF' trailer near the end;
 * - Word 2007+ (.docx): a ZIP whose central directory lists '[Content_Types].xml' and
 *   'word/document.xml', with no executable or path-escaping entry;
 * - Word 97-2003 (.doc): an OLE2 compound file whose directory holds a 'WordDocument'
 *   stream.
 * Nothing is extracted or decompressed: only headers and directories are read, each read
 * bounds-checked, so a hostile file costs at most a walk over its own bytes.
 */
/** The CVs' prefix in the file storage; `job_applications.file_name` is relative to it. */
export const cvFolder = 'cv';

export type DocumentType = { readonly extension: 'pdf' | 'doc' | 'docx'; readonly mime: string };

const pdf: DocumentType = { extension: 'pdf', mime: 'application/pdf' };
const doc: DocumentType = { extension: 'doc', mime: 'application/msword' };
const docx: DocumentType = {
  extension: 'docx',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const oleMagic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export function detectDocumentType(content: Buffer): DocumentType | null {
  if (isPdf(content)) return pdf;
  if (content.subarray(0, 8).equals(oleMagic)) return isWordCompoundFile(content) ? doc : null;
  if (content.length >= 4 && content.readUInt32LE(0) === zipLocalSignature) {
    return isDocxZip(content) ? docx : null;
  }
  return null;
}

// ---------------------------------------------------------------- PDF

/** Writers append a little after the trailer (a newline, padding); readers look this far. */
const pdfTrailerWindow = 1024;

function isPdf(content: Buffer): boolean {
  // '%PDF-1.7', '%PDF-2.0': the version follows the header directly.
  if (!/^%PDF-\d\.\d/.test(content.toString('latin1', 0, 8))) return false;
  const tail = content.subarray(Math.max(0, content.length - pdfTrailerWindow));
  return tail.includes('%%EOF', 0, 'latin1');
}

// ---------------------------------------------------------------- ZIP (.docx)

const zipLocalSignature = 0x04034b50;
const zipCentralSignature = 0x02014b50;
const zipEndSignature = 0x06054b50;
const zipEndSize = 22;
/** The end record sits at the very end, followed by a comment of at most 65535 bytes. */
const zipMaxComment = 0xffff;

/** Entries no Word document holds: programs and scripts a ZIP could smuggle in. */
const executableEntry =
  /\.(exe|dll|com|scr|pif|bat|cmd|msi|ps1|vbs|vbe|js|jse|wsf|hta|jar|sh|lnk|cpl|reg)$/i;

/** The central directory's entry names, or null when the ZIP's structure is not sound. */
function zipEntryNames(content: Buffer): string[] | null {
  const earliest = Math.max(0, content.length - zipEndSize - zipMaxComment);
  let end = -1;
  for (let at = content.length - zipEndSize; at >= earliest; at -= 1) {
    if (content.readUInt32LE(at) === zipEndSignature) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const diskEntries = content.readUInt16LE(end + 8);
  const entries = content.readUInt16LE(end + 10);
  const directorySize = content.readUInt32LE(end + 12);
  const directoryOffset = content.readUInt32LE(end + 16);
  // Multi-disk archives and ZIP64 (0xffff / 0xffffffff markers) are not CVs of a few MB.
  if (diskEntries !== entries || entries === 0xffff || directoryOffset === 0xffffffff) return null;
  if (directoryOffset + directorySize > end) return null;

  const names: string[] = [];
  let at = directoryOffset;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > end || content.readUInt32LE(at) !== zipCentralSignature) return null;
    const nameLength = content.readUInt16LE(at + 28);
    const extraLength = content.readUInt16LE(at + 30);
    const commentLength = content.readUInt16LE(at + 32);
    const localOffset = content.readUInt32LE(at + 42);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) return null;
    // Every entry must point at a real local header, before the central directory.
    if (
      localOffset + 30 > directoryOffset ||
      content.readUInt32LE(localOffset) !== zipLocalSignature
    ) {
      return null;
    }
    names.push(content.toString('utf8', at + 46, at + 46 + nameLength));
    at = next;
  }
  return names;
}

function isDocxZip(content: Buffer): boolean {
  const names = zipEntryNames(content);
  if (!names) return false;
  for (const name of names) {
    const escapes =
      name.startsWith('/') ||
      name.includes('\\') ||
      name.includes('\0') ||
      name.split('/').includes('..');
    if (escapes || executableEntry.test(name)) return false;
  }
  return names.includes('[Content_Types].xml') && names.includes('word/document.xml');
}

// ---------------------------------------------------------------- OLE2 (.doc)

const endOfChain = 0xfffffffe;
/** The FAT sectors a header lists itself (more need DIFAT sectors: files far above 5 MB). */
const headerDifatEntries = 109;
const directoryEntrySize = 128;
const streamObject = 2;
const wordStream = 'WordDocument';

function isWordCompoundFile(content: Buffer): boolean {
  if (content.length < 512) return false;
  const sectorShift = content.readUInt16LE(0x1e);
  // Version 3 files use 512-byte sectors, version 4 files 4096-byte ones.
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const sectorSize = 1 << sectorShift;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const sectorCount = Math.floor(content.length / sectorSize) - 1;
  const entriesPerFatSector = sectorSize / 4;

  /** The FAT's next sector after `sector`, or null when the FAT does not say. */
  const nextSector = (sector: number): number | null => {
    const fatIndex = Math.floor(sector / entriesPerFatSector);
    if (fatIndex >= headerDifatEntries) return null;
    const fatSector = content.readUInt32LE(0x4c + fatIndex * 4);
    if (fatSector >= sectorCount) return null;
    const at = sectorOffset(fatSector) + (sector % entriesPerFatSector) * 4;
    return at + 4 <= content.length ? content.readUInt32LE(at) : null;
  };

  let sector = content.readUInt32LE(0x30);
  // A chain longer than the file has sectors loops; stop there.
  for (let visited = 0; sector !== endOfChain && visited <= sectorCount; visited += 1) {
    if (sector >= sectorCount) return false;
    const start = sectorOffset(sector);
    for (let entry = start; entry + directoryEntrySize <= start + sectorSize; entry += 128) {
      const nameBytes = content.readUInt16LE(entry + 0x40);
      const type = content[entry + 0x42];
      if (type !== streamObject || nameBytes < 2 || nameBytes > 64) continue;
      // The name is UTF-16LE with its terminating NUL counted in the length.
      const name = content.toString('utf16le', entry, entry + nameBytes - 2);
      if (name === wordStream) return true;
    }
    const next = nextSector(sector);
    if (next === null) return false;
    sector = next;
  }
  return false;
}
