import { describe, expect, it } from 'vitest';
import { builtOnce, byShape } from './built-once.js';

describe('builtOnce', () => {
  it('builds and prepares the query at its first call only, without a statement name', () => {
    const names: unknown[] = [];
    let builds = 0;
    const query = builtOnce(() => {
      builds += 1;
      return {
        prepare: (name: string) => {
          names.push(name);
          return { execute: () => builds };
        },
      };
    });
    expect(builds).toBe(0);
    const first = query();
    expect(query()).toBe(first);
    expect(query().execute()).toBe(1);
    expect(builds).toBe(1);
    // The pool's client names statements (named-statements.ts); drizzle must not.
    expect(names).toEqual([undefined]);
  });

  it('makes one set of statements per shape, at its first use', () => {
    const shapes = byShape<{ shape: string }>();
    let made = 0;
    const make = (shape: string) => () => ({ shape: `${shape}:${(made += 1)}` });
    const visitor = shapes('visitor', make('visitor'));
    expect(shapes('visitor', make('visitor'))).toBe(visitor);
    expect(shapes('viewer', make('viewer'))).toEqual({ shape: 'viewer:2' });
    expect(made).toBe(2);
  });
});
