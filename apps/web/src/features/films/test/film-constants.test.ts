// @vitest-environment node
import * as contract from '@dalbit/contract';
import { describe, expect, it } from 'vitest';
import { FILM_TYPES, WATCHED_RATIO } from '../model/film-constants';

describe('film constants', () => {
  it('match the contract', () => {
    expect(FILM_TYPES).toEqual(contract.FILM_TYPES);
    expect(WATCHED_RATIO).toBe(contract.WATCHED_RATIO);
  });
});
