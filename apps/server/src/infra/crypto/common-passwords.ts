import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * The lowest zxcvbn score a password may have. 3 means zxcvbn estimates at least 10^8 guesses
 * ("safely unguessable" against an offline attack on a slow hash); our hashes are argon2id and
 * online guessing is rate-limited, so that is the threat left. 4 (10^10) would refuse ordinary
 * 8–15 character choices such as 'Seoul#2026'; 2 would accept a dictionary word with a
 * year.
 */
export const MIN_ZXCVBN_SCORE = 3;

/** zxcvbn's own patterns that make a word no word at all: 'aaaaaa', 'abcdef', 'qwerty'. */
const GUESSABLE_PATTERNS = new Set(['repeat', 'sequence', 'spatial']);

let zxcvbn: ZxcvbnFactory | undefined;
let commonPasswords: Set<string> | undefined;

// Built on first use: the dictionaries take ~100 ms, which a server that never sees a new
// password (or a test that never registers) should not pay at start.
const checker = () => (zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));
const isListed = (word: string) =>
  (commonPasswords ??= new Set(dictionary['passwords-common'])).has(word);

/** A password with the usual decoration peeled off: 'Password1!' is 'password'. */
const coreOf = (password: string) =>
  password
    .toLowerCase()
    .replace(/^[^a-z]+/, '')
    .replace(/[^a-z]+$/, '');

/**
 * Too common or too guessable to protect an account: the password, or its core (the letters
 * once leading and trailing digits and symbols are peeled off, so 'Password1!' counts as
 * 'password'), is on zxcvbn's list of about 49,000 common passwords or nothing but a repeat,
 * a sequence or a keyboard walk; or zxcvbn scores the whole below MIN_ZXCVBN_SCORE. Letter
 * case never helps.
 */
export const isCommonPassword = (password: string): boolean => {
  const core = coreOf(password);
  if (isListed(password.toLowerCase())) return true;
  if (core.length >= 4) {
    if (isListed(core)) return true;
    const [only, ...more] = checker().check(core).sequence;
    if (only && more.length === 0 && GUESSABLE_PATTERNS.has(only.pattern)) return true;
  }
  return checker().check(password).score < MIN_ZXCVBN_SCORE;
};
