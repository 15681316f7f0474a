import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Validates a form whose values are not the body itself (checkboxes, a date string): `toBody`
 * builds the contract body, the contract schema judges it, and `fieldFor` puts each message
 * next to the input it is about.
 */
export function contractResolver<V extends FieldValues, B>(
  schema: z.ZodType<B>,
  toBody: (values: V) => unknown,
  fieldFor: (path: PropertyKey[]) => string,
): Resolver<V, unknown, B> {
  return (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = fieldFor(issue.path);
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
