import { randomBytes } from 'node:crypto';

export function randomSeed(): string {
  return randomBytes(16).toString('hex');
}

/** A value between min and max (uniform). */
export const between = (random: () => number, min: number, max: number) => min + random() * (max - min);
