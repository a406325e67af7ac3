/** The part of unzipper 0.10 that the company export's test uses to read the zip back; it ships no types. */
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
