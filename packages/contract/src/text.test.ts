import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText } from './text.js';

describe('the text rule', () => {
  it.each([
    ['plain Hangul and emoji', '달빛 🌙 moon', true],
    ['a NUL', 'a\u0000b', false],
    ['a lone high surrogate', 'a\ud83cb', false],
    ['a lone low surrogate', 'a\udf19b', false],
    ['a high surrogate at the end', 'moon\ud83c', false],
    ['a pair', '\ud83c\udf19', true],
    ['the replacement character', '\ufffd', true],
  ])('%s → %s', (_name, value, safe) => {
    expect(isSafeText(value)).toBe(safe);
  });

  it('finds the first bad field, down objects and arrays, keys included', () => {
    expect(findUnsafeText({ a: 'ok', shipping: { recipient: 'x\u0000' } })).toEqual([
      'shipping',
      'recipient',
    ]);
    expect(findUnsafeText({ items: [{ note: 'ok' }, { note: '\ud800' }] })).toEqual([
      'items',
      1,
      'note',
    ]);
    expect(findUnsafeText({ ['bad\u0000key']: 1 })).toEqual(['bad\u0000key']);
    expect(findUnsafeText('\u0000')).toEqual([]);
    expect(findUnsafeText({ fine: ['a', 2, null, { b: true }] })).toBeUndefined();
  });
});
