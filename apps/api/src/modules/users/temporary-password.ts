import { randomInt } from 'node:crypto';
import { isValidPassword } from '@leadline/contracts';

// Look-alike characters (0/O, 1/l/I) are left out: the password is read out or copied by hand.
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '@#$%&+!=';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;
const LENGTH = 14;

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] as string;

/**
 * A temporary password (new user, reset, import) that passes SPEC.md 5's rule: one of each kind,
 * the rest from every kind, shuffled; from the operating system's random source.
 */
export function temporaryPassword(): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < LENGTH) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  const password = chars.join('');
  // The rule is the contracts' one; a generator that drifted from it must not hand out passwords.
  if (!isValidPassword(password)) throw new Error('temporary password does not pass the password rule');
  return password;
}
