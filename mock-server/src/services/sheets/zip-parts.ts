import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { MAX_UNZIPPED_BYTES, unpacksTooLarge, unreadableXlsx } from './sheet-errors.js';

/** How many parts a workbook may hold (a plan sheet has about ten). */
const MAX_ZIP_ENTRIES = 200;

/** The parts of a zip, by name, read through its central directory only. */
export type ZipParts = {
  /**
   * Inflates one part and hands its text to `onText` chunk by chunk, until the part ends or `onText`
   * returns false; an error `onText` throws ends it too. False when the zip has no part of that name.
   */
  read(name: string, onText: (text: string) => boolean): Promise<boolean>;
  /** How many more XML elements its parts may hold in all (xml-walk.ts counts them down). */
  elementsLeft: number;
};

/**
 * What the XML of one workbook may hold, elements of all its parts together: a 1,000-row sheet of 20
 * filled columns holds under 100,000. Parsing is about 3 µs an element here, so this bounds a workbook
 * of 20 MB of tiny empty elements (a million and more) to under a second.
 */
const MAX_XML_ELEMENTS = 250_000;

const openBuffer = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(unreadableXlsx()) : resolve(zip),
    ),
  );

/**
 * Opens a zip by its central directory, the one record of what it holds, and refuses it (413) when its
 * parts together unpack to more than `maxBytes`. The reader that sums the sizes is the one that inflates
 * (yauzl, which ignores local headers), and it fails a part whose bytes run past the size it declared: so
 * what is inflated is at most what was counted, and a part never opened is never inflated.
 */
export async function openZip(bytes: Buffer, maxBytes = MAX_UNZIPPED_BYTES): Promise<ZipParts> {
  const zip = await openBuffer(bytes);
  if (zip.entryCount > MAX_ZIP_ENTRIES) throw unpacksTooLarge();
  const parts = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    let declared = 0;
    zip.on('entry', (entry: Entry) => {
      declared += entry.uncompressedSize;
      if (declared > maxBytes) return reject(unpacksTooLarge());
      // two parts of one name: which one a reader takes is its own choice
      if (parts.has(entry.fileName)) return reject(unreadableXlsx());
      parts.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', () => reject(unreadableXlsx()));
    zip.readEntry();
  });
  return {
    elementsLeft: MAX_XML_ELEMENTS,
    async read(name, onText) {
      const entry = parts.get(name);
      if (!entry) return false;
      const stream = await new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (error, opened) => (error || !opened ? reject(unreadableXlsx()) : resolve(opened))),
      );
      await textOf(stream, onText);
      return true;
    },
  };
}

/** Decodes a part's bytes as UTF-8 into `onText`, stopping (and dropping the rest) when it says so or throws. */
function textOf(stream: Readable, onText: (text: string) => boolean): Promise<void> {
  const decoder = new TextDecoder('utf-8');
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (error?: unknown) => {
      if (done) return;
      done = true;
      stream.removeAllListeners('data');
      stream.destroy();
      if (error) reject(error);
      else resolve();
    };
    stream.on('data', (chunk: Buffer) => {
      try {
        if (!onText(decoder.decode(chunk, { stream: true }))) finish();
      } catch (error) {
        finish(error);
      }
    });
    stream.on('end', () => {
      try {
        onText(decoder.decode());
        finish();
      } catch (error) {
        finish(error);
      }
    });
    // yauzl's "too many bytes in the stream": the part inflates past the size it declared
    stream.on('error', (error) => finish(/too many bytes/i.test(error.message) ? unpacksTooLarge() : unreadableXlsx()));
  });
}
