import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { isCommonPassword } from './common-passwords.js';

/** The cost of one argon2id hash: memory in KiB, iterations. */
export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. The only cost production uses. */
export const ARGON2_COST: Argon2Cost = { memoryCost: 19_456, timeCost: 2 };

/**
 * Hashing and checking passwords. An object (not loose functions) so tests can count
 * verifications: unknown e-mails and wrong passwords must both cost one argon2 verification.
 * Tests pass a lower `cost` (through buildApp's overrides); the server never does.
 */
export const createPasswords = (cost: Argon2Cost = ARGON2_COST) => {
  const options: Options = {
    // Algorithm.Argon2id; the enum is an ambient const enum, unusable under isolatedModules.
    algorithm: 2 as Algorithm,
    memoryCost: cost.memoryCost,
    timeCost: cost.timeCost,
    parallelism: 1,
  };
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password: string): Promise<string> => hash(password, options),
    verify: async (storedHash: string, password: string): Promise<boolean> => {
      try {
        return await verify(storedHash, password);
      } catch {
        return false;
      }
    },
    /** A hash to verify against when there is no account, so both paths take as long. */
    dummyHash: (): Promise<string> => (dummyHash ??= hash('dalbit-no-such-account', options)),
    /** Too common or too guessable to protect an account (see common-passwords.ts). */
    isCommon: isCommonPassword,
  };
};

export type Passwords = ReturnType<typeof createPasswords>;
