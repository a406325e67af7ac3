import { SaxesParser } from 'saxes';
import { HttpError } from '../../http/errors.js';
import { tooManyCells, unreadableXlsx } from './sheet-errors.js';
import type { ZipParts } from './zip-parts.js';

/** What to do at each element of a part, by its name without a namespace prefix (`x:row` is `row`). */
export type XmlSteps = {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
};

/** Thrown by a step that has read enough: the part is left there, unread. */
export class Enough extends Error {}

const bare = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Parses one part of a workbook as it inflates, element by element (no tree is built, no entity of a
 * DTD is expanded), each element counted against the workbook's allowance (a 413 past it). An XML
 * error is a 415; a step's HttpError passes through; `Enough` stops quietly.
 * False when the workbook has no such part.
 */
export async function walkXml(zip: ZipParts, part: string, steps: XmlSteps): Promise<boolean> {
  const parser = new SaxesParser();
  const open = steps.open;
  parser.on('opentag', (node) => {
    zip.elementsLeft -= 1;
    if (zip.elementsLeft < 0) throw tooManyCells();
    open?.(bare(node.name), node.attributes as Record<string, string>);
  });
  if (steps.text) {
    parser.on('text', steps.text);
    parser.on('cdata', steps.text);
  }
  if (steps.close) {
    const close = steps.close;
    parser.on('closetag', (node) => close(bare(node.name)));
  }
  try {
    const found = await zip.read(part, (text) => {
      parser.write(text);
      return true;
    });
    if (found) parser.close();
    return found;
  } catch (error) {
    if (error instanceof Enough) return true;
    if (error instanceof HttpError) throw error;
    // saxes throws on malformed XML (no error handler is set): the part is not what it says
    throw unreadableXlsx();
  }
}
