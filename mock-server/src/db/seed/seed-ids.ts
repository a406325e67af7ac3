import { createHash } from 'node:crypto';

/**
 * Deterministic ids for seed rows: the same name gives the same uuid on every machine and every run,
 * so tests and e2e can rely on them.
 */
export function seedId(...parts: Array<string | number>): string {
  const hex = createHash('sha1')
    .update(`timely-seed:${parts.join(':')}`)
    .digest('hex');
  // shape it as a version-5-style uuid so that it passes uuid validation
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** A small deterministic pseudo-random sequence (mulberry32) for seed variety without Math.random. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
