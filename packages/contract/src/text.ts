/**
 * The one rule every text a client sends obeys, whatever the route or field
 * (docs/product/validation.md#text): no NUL character and no unpaired UTF-16 surrogate.
 * PostgreSQL refuses the first and cannot store the second, so such a value must be refused with
 * a 400 naming the field before anything reaches the database. Zod-free: the server applies it to
 * every body, query string and path parameter in one hook.
 */
export const TEXT_CHARACTERS_KEY = 'validation.text_characters';

// A NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding the control character is the point
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (value: string): boolean => !UNSAFE.test(value);

/**
 * The path of the first string (or object key) in `value` that breaks the rule, e.g.
 * `['shipping', 'recipient']`, or undefined when all are safe. Arrays give numeric segments.
 */
export const findUnsafeText = (
  value: unknown,
  path: readonly (string | number)[] = [],
  depth = 0,
): (string | number)[] | undefined => {
  if (typeof value === 'string') return isSafeText(value) ? undefined : [...path];
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  // Parsed JSON and query strings only: a raw body stream or a buffer is not text.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') {
    return undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (!isSafeText(key)) return [...path, key];
    const found = findUnsafeText(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
};
