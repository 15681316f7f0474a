import { createRequire } from 'node:module';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the enum is an ambient const enum, unusable under isolatedModules.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// dumb-passwords is CommonJS without types; its check() lower-cases the input itself.
const require = createRequire(import.meta.url);
const dumbPasswords = require('dumb-passwords') as { check(password: string): boolean };

let dummyHash: Promise<string> | undefined;

/**
 * An object (not loose functions) so tests can count verifications with a spy: unknown
 * e-mails and wrong passwords must both cost one argon2 verification.
 */
export const passwords = {
  hash: (password: string): Promise<string> => hash(password, ARGON2_OPTIONS),
  verify: async (storedHash: string, password: string): Promise<boolean> => {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  },
  /** A hash to verify against when there is no account, so both paths take as long. */
  dummyHash: (): Promise<string> => (dummyHash ??= hash('dalbit-no-such-account', ARGON2_OPTIONS)),
  /**
   * One of the 10,000 most common passwords, compared case-insensitively. The list holds no
   * entry that meets our composition rule, so the usual decoration is peeled off as well:
   * 'Password1!' is 'password' with a digit and a symbol, and is refused.
   */
  isCommon: (password: string): boolean => {
    const lower = password.toLowerCase();
    const core = lower.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
    return dumbPasswords.check(lower) || (core.length >= 4 && dumbPasswords.check(core));
  },
};
