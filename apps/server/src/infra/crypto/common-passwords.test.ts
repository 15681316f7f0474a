import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { passwordSchema } from '@dalbit/contract';
import { isCommonPassword } from './common-passwords.js';

// What a person does to a common password to pass the composition rule.
const decorations = (word: string) => {
  const capital = word.charAt(0).toUpperCase() + word.slice(1);
  return [`${capital}1!`, `${capital}123!`, `!${capital}1`, `${capital}#2024`];
};
const passesTheRule = (password: string) => passwordSchema.safeParse(password).success;

describe('isCommonPassword', () => {
  it('refuses the most common passwords, however decorated, in any letter case', () => {
    const top = dictionary['passwords-common']
      .slice(0, 10_000)
      .filter((w) => /^[a-z]{4,}$/.test(w));
    const tried = top.flatMap(decorations).filter(passesTheRule);
    expect(tried.length).toBeGreaterThan(10_000);
    expect(tried.filter((p) => !isCommonPassword(p))).toEqual([]);
    for (const p of ['Password1!', 'qWERTY123!', 'Sunshine1!', 'PASSWORD1!a', 'iLoveYou#99']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('refuses repeats, sequences and keyboard walks dressed up the same way', () => {
    for (const p of ['Aaaaaa#2024', 'Abcdef#2024', 'Abcdefgh1!', 'Zxcvb#2024', 'Qwer!1234']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('refuses what zxcvbn finds guessable (a score under 3)', () => {
    for (const p of ['Abcd#1234', 'Dragon12#', 'Monkey123!']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('accepts passwords a person would make up', () => {
    for (const p of [
      'Moonlit#42Sky',
      'Fine#Pass42',
      'Dalbit!2026',
      'Seoul#2026',
      'Minji#1995',
      'Coffee&Rain9',
      'Busan@Sea24',
      'Hanok#Nights1',
    ]) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });
});
