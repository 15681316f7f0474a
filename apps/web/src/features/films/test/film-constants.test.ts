import * as contract from '@dalbit/contract';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, FILM_TYPES, WATCHED_RATIO } from '../film-constants';

describe('film constants', () => {
  it('match the contract', () => {
    expect(FILM_TYPES).toEqual(contract.FILM_TYPES);
    expect(WATCHED_RATIO).toBe(contract.WATCHED_RATIO);
    expect(COMMENT_MAX_LENGTH).toBe(contract.COMMENT_MAX_LENGTH);
  });
});
