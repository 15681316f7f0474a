import { describe, expect, it } from 'vitest';
import { ARGON2_COST, createPasswords } from './passwords.js';

describe('createPasswords', () => {
  it('hashes with argon2id at OWASP’s minimum (19 MiB, 2 iterations) unless told otherwise', async () => {
    expect(ARGON2_COST).toEqual({ memoryCost: 19_456, timeCost: 2 });
    const stored = await createPasswords().hash('Moonlit#42Sky');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('Moonlit#42Sky');
  });

  it('verifies the right password only, whatever cost the hash was made at', async () => {
    const cheap = createPasswords({ memoryCost: 256, timeCost: 1 });
    const stored = await createPasswords().hash('Moonlit#42Sky');
    expect(await cheap.verify(stored, 'Moonlit#42Sky')).toBe(true);
    expect(await cheap.verify(stored, 'moonlit#42sky')).toBe(false);
    expect(await cheap.verify('not a hash', 'Moonlit#42Sky')).toBe(false);
    // The stand-in for unknown accounts is one real hash, made once.
    expect(await cheap.dummyHash()).toBe(await cheap.dummyHash());
    expect(await cheap.verify(await cheap.dummyHash(), 'Moonlit#42Sky')).toBe(false);
  });
});
