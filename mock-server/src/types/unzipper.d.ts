/** The part of unzipper 0.10 (exceljs's own zip reader) that services/sheets/sheet-reader.ts uses; it ships no types. */
declare module 'unzipper' {
  import type { Readable, Writable } from 'node:stream';

  export interface Entry extends Readable {
    path: string;
    autodrain(): void;
  }

  export function Parse(options?: { verbose?: boolean }): Writable;

  const unzipper: { Parse: typeof Parse };
  export default unzipper;
}
