import { describe, expect, it } from 'vitest';
import { createStatementNames, PREPARE_AFTER, withStatementName } from './named-statements.js';

describe('statement names', () => {
  it('names a text once it repeats, the same name every time after', () => {
    const names = createStatementNames();
    const text = 'select * from films where id = $1';
    const first = Array.from({ length: PREPARE_AFTER - 1 }, () => names.nameFor(text));
    expect(first.every((n) => n === undefined)).toBe(true);
    const name = names.nameFor(text);
    expect(name).toMatch(/^dalbit_[\w-]+$/);
    expect(names.nameFor(text)).toBe(name);
    expect(names.nameFor('select * from films where id = $2')).toBeUndefined();
    expect(names.named).toBe(1);
  });

  it('stops naming new texts at its limit and keeps the names it gave', () => {
    const names = createStatementNames({ after: 1, max: 2 });
    const a = names.nameFor('a $1');
    const b = names.nameFor('b $1');
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(a).not.toBe(b);
    expect(names.nameFor('c $1')).toBeUndefined();
    expect(names.nameFor('a $1')).toBe(a);
    expect(names.named).toBe(2);
  });
});

describe('what the client sends', () => {
  const names = () => createStatementNames({ after: 1 });

  it('names an object query with values and leaves the caller’s object alone', () => {
    const config = { text: 'select $1::int', values: [1] };
    const sent = withStatementName(names(), config, undefined) as { name?: string; text: string };
    expect(sent.name).toMatch(/^dalbit_/);
    expect(sent.text).toBe(config.text);
    expect(config).not.toHaveProperty('name');
    const apart = withStatementName(names(), { text: 'select $1::int' }, [1]);
    expect(apart).toHaveProperty('name', sent.name);
  });

  it('leaves text queries, queries without values and named ones as they are', () => {
    expect(withStatementName(names(), 'select $1', [1])).toBe('select $1');
    const several = { text: 'select 1; select 2', values: [] };
    expect(withStatementName(names(), several, undefined)).toBe(several);
    const mine = { text: 'select $1', values: [1], name: 'mine' };
    expect(withStatementName(names(), mine, undefined)).toBe(mine);
  });
});
