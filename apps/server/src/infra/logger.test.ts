import { describe, expect, it } from 'vitest';
import { scrubMessage, serializeError } from './logger.js';

class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    override readonly cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`);
  }
}

describe('logged errors', () => {
  it('never carry a query, its parameters or quoted values', () => {
    const cause = Object.assign(new Error('invalid input syntax for type bigint: "hunter2"'), {
      code: '22P02',
    });
    const error = new DrizzleQueryError(
      'select * from users where email = $1',
      ['me@example.com'],
      cause,
    );
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain('me@example.com');
    expect(text).not.toContain('select * from users');
    expect(text).not.toContain('hunter2');
    expect(serializeError(error)).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'query failed',
      cause: { code: '22P02', message: 'invalid input syntax for type bigint: "…"' },
    });
  });

  it('scrubs quoted values from any message', () => {
    expect(scrubMessage(`duplicate key "a@b.c" in 'x'`)).toBe(`duplicate key "…" in '…'`);
  });
});
