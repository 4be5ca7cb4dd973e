import { createHash } from 'node:crypto';

/**
 * A small seeded generator (mulberry32) of numbers in [0, 1): the same seed gives the same
 * sequence, so demo data and the call simulator repeat exactly when seeded. A text seed is
 * hashed to the generator's 32-bit state.
 */
export function seededRandom(seed: number | string): () => number {
  let state =
    typeof seed === 'number' ? seed >>> 0 : createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
