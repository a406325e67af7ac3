import { once } from 'node:events';
import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

/** One part of a hand-made zip: its bytes as stored, and what its headers say about them. */
type Part = { name: string; method: 0 | 8; packed: Buffer; crc: number; size: number };

const deflated = (name: string, text: string): Part => {
  const data = Buffer.from(text);
  return { name, method: 8, packed: deflateRawSync(data), crc: crc32(data), size: data.length };
};

function localHeader(part: Part): Buffer {
  const name = Buffer.from(part.name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(part.method, 8);
  header.writeUInt32LE(part.crc, 14);
  header.writeUInt32LE(part.packed.length, 18);
  header.writeUInt32LE(part.size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function centralHeader(part: Part, offset: number): Buffer {
  const name = Buffer.from(part.name);
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(part.method, 10);
  header.writeUInt32LE(part.crc, 16);
  header.writeUInt32LE(part.packed.length, 20);
  header.writeUInt32LE(part.size, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, name]);
}

/** A zip of `locals` in that order, whose central directory lists `listed` (each at the offset of its local header). */
function zipWith(locals: Buffer[], listed: Array<{ part: Part; offset: number }>): Buffer {
  const body = Buffer.concat(locals);
  const central = Buffer.concat(listed.map(({ part, offset }) => centralHeader(part, offset)));
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed.length, 8);
  end.writeUInt16LE(listed.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(body.length, 16);
  return Buffer.concat([body, central, end]);
}

/** The parts every workbook needs besides its sheet, enough for file-type, exceljs and the API's reader. */
const bookParts = () => [
  deflated(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ),
  deflated(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ),
  deflated(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Plan" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
  deflated(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ),
];

const sheetXml = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

function workbookWith(sheet: Part, extra: Part[] = []): Buffer {
  const parts = [...bookParts(), sheet, ...extra];
  const locals = parts.map((part) => Buffer.concat([localHeader(part), part.packed]));
  let offset = 0;
  const listed = parts.map((part, index) => {
    const at = offset;
    offset += locals[index]!.length;
    return { part, offset: at };
  });
  return zipWith(locals, listed);
}

/**
 * A workbook of a few kilobytes whose `rows` rows each hold one cell at column XFD (the last of 16,384):
 * a reader that fills every row up to its last cell makes 16,384 cells of each. With `header`, row 1
 * names those columns in A, B, … and the cells at XFD follow from row 2.
 */
export function wideRowsWorkbook(rows: number, header: string[] = []): Buffer {
  const head = header.length
    ? `<row r="1">${header.map((name, index) => inline(`${String.fromCharCode(65 + index)}1`, name)).join('')}</row>`
    : '';
  const first = header.length ? 2 : 1;
  const body = Array.from({ length: rows }, (_, n) => `<row r="${first + n}">${inline(`XFD${first + n}`, 'x')}</row>`);
  return workbookWith(deflated('xl/worksheets/sheet1.xml', sheetXml(head + body.join(''))));
}

/**
 * A workbook of a few tens of kilobytes whose header names one column and whose second row holds `cells`
 * empty, formatted cells at XFD: nothing to refuse in any one of them, only their number.
 */
export function emptyCellsWorkbook(cells: number): Buffer {
  const rows = `<row r="1">${inline('A1', 'title')}</row><row r="2">${'<c r="XFD2" s="1"/>'.repeat(cells)}</row>`;
  return workbookWith(deflated('xl/worksheets/sheet1.xml', sheetXml(rows)));
}

/** `size` bytes of zeros deflated without holding them (1 MiB at a time; `size` a multiple of it), and their CRC. */
async function deflatedZeros(size: number): Promise<{ packed: Buffer; crc: number }> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflater = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (bytes: Buffer) => out.push(bytes));
  let crc = 0;
  for (let done = 0; done < size; done += chunk.length) {
    crc = crc32(chunk, crc);
    if (!deflater.write(chunk)) await once(deflater, 'drain');
  }
  deflater.end();
  await once(deflater, 'end');
  return { packed: Buffer.concat(out), crc };
}

/**
 * A small workbook with `size` bytes of zeros hidden behind a stored entry: walking the local headers
 * finds `xl/media/cover.bin`, stored, whose bytes are the local header and deflated data of `xl/pad.bin`;
 * the central directory lists `xl/pad.bin` with its real size instead. A reader of one and a counter of
 * the other disagree by `size` bytes.
 */
export async function hiddenEntryWorkbook(size: number): Promise<Buffer> {
  const zeros = await deflatedZeros(size);
  const pad: Part = { name: 'xl/pad.bin', method: 8, packed: zeros.packed, crc: zeros.crc, size };
  const hidden = Buffer.concat([localHeader(pad), pad.packed]);
  const cover: Part = {
    name: 'xl/media/cover.bin',
    method: 0,
    packed: hidden,
    crc: crc32(hidden),
    size: hidden.length,
  };
  const parts = [
    ...bookParts(),
    deflated('xl/worksheets/sheet1.xml', sheetXml(`<row r="1">${inline('A1', 'title')}</row>`)),
  ];
  const locals = parts.map((part) => Buffer.concat([localHeader(part), part.packed]));
  const coverAt = locals.reduce((sum, local) => sum + local.length, 0);
  const listed = parts.map((part, index) => ({
    part,
    offset: locals.slice(0, index).reduce((sum, local) => sum + local.length, 0),
  }));
  const padAt = coverAt + localHeader(cover).length;
  return zipWith([...locals, localHeader(cover), hidden], [...listed, { part: pad, offset: padAt }]);
}

/**
 * A workbook whose sheet says (in both its headers) it unpacks to a kilobyte and inflates to `size` bytes
 * of zeros: a reader that trusts the declared size and inflates on is a zip bomb's.
 */
export async function understatedWorkbook(size: number): Promise<Buffer> {
  const zeros = await deflatedZeros(size);
  return workbookWith({
    name: 'xl/worksheets/sheet1.xml',
    method: 8,
    packed: zeros.packed,
    crc: zeros.crc,
    size: 1024,
  });
}
