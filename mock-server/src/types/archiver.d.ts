/** The part of archiver 5 (exceljs's own zip writer) that company-export.ts uses; it ships no types. */
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  export interface Archiver extends Transform {
    append(source: string | Buffer | Readable, data: { name: string; date?: Date }): this;
    finalize(): Promise<void>;
    abort(): this;
    on(event: 'error' | 'warning', listener: (error: Error) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  function archiver(format: 'zip', options?: { zlib?: { level?: number } }): Archiver;
  export default archiver;
}
