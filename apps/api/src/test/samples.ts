/** Small, real document files for the CV tests (recognised by content). */
import { crc32, deflateRawSync } from 'node:zlib';

export const samplePdf = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A ZIP with hand-written headers; entries are deflated (method 8) unless `stored`, as a
 * word processor writes them.
 */
export function zip(entries: Record<string, string>, options: { stored?: boolean } = {}) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const raw = Buffer.from(text, 'utf8');
    const data = options.stored ? raw : deflateRawSync(raw);
    const method = options.stored ? 0 : 8;
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const centralSize = centrals.reduce((size, part) => size + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}

export const contentTypesXml =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

export const sampleDocx = zip({
  '[Content_Types].xml': contentTypesXml,
  'word/document.xml':
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
});

/**
 * A version 3 OLE2 compound file (512-byte sectors): the header, one FAT sector (sector 0)
 * and one directory sector (sector 1) holding the root entry and the given streams.
 */
export function compoundFile(streams: readonly string[]): Uint8Array {
  const sector = 512;
  const content = Buffer.alloc(sector * 3);
  content.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  content.writeUInt16LE(0x3e, 0x18); // minor version
  content.writeUInt16LE(3, 0x1a); // major version
  content.writeUInt16LE(0xfffe, 0x1c); // byte order
  content.writeUInt16LE(9, 0x1e); // sector shift: 512
  content.writeUInt16LE(6, 0x20); // mini sector shift: 64
  content.writeUInt32LE(1, 0x2c); // FAT sectors
  content.writeUInt32LE(1, 0x30); // first directory sector
  content.writeUInt32LE(4096, 0x38); // mini stream cutoff
  content.writeUInt32LE(0xfffffffe, 0x3c); // no mini FAT
  content.writeUInt32LE(0xfffffffe, 0x44); // no DIFAT sectors
  content.writeUInt32LE(0, 0x4c); // DIFAT[0]: the FAT is sector 0
  for (let index = 1; index < 109; index += 1) content.writeUInt32LE(0xffffffff, 0x4c + index * 4);
  const fat = sector;
  content.fill(0xff, fat, fat + sector);
  content.writeUInt32LE(0xfffffffd, fat); // sector 0 is a FAT sector
  content.writeUInt32LE(0xfffffffe, fat + 4); // the directory ends at sector 1
  const directory = sector * 2;
  const entries = [{ name: 'Root Entry', type: 5 }, ...streams.map((name) => ({ name, type: 2 }))];
  entries.slice(0, 4).forEach((entry, index) => {
    const at = directory + index * 128;
    content.write(entry.name, at, 'utf16le');
    content.writeUInt16LE((entry.name.length + 1) * 2, at + 0x40);
    content[at + 0x42] = entry.type;
    content.writeUInt32LE(0xffffffff, at + 0x44); // left sibling
    content.writeUInt32LE(0xffffffff, at + 0x48); // right sibling
    content.writeUInt32LE(index === 0 && entries.length > 1 ? 1 : 0xffffffff, at + 0x4c);
    content.writeUInt32LE(0xfffffffe, at + 0x74); // starting sector: none (empty stream)
  });
  return new Uint8Array(content);
}

/** A Word 97-2003 document: a compound file with a 'WordDocument' stream. */
export const sampleDoc = compoundFile(['WordDocument', '\x01CompObj']);
