// @vitest-environment node
import * as contract from '@dalbit/contract';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH } from '../api/comment-api';

describe('comment constants', () => {
  it('match the contract', () => {
    expect(COMMENT_MAX_LENGTH).toBe(contract.COMMENT_MAX_LENGTH);
  });
});
