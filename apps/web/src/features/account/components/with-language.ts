import type { FieldValues, Resolver } from 'react-hook-form';
import { bodyLanguage } from '../api/account-api';

/** The contract's bodies carry `language`; forms do not show it, so it is added at validation. */
export function withLanguage<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
): Resolver<T, C, O> {
  return (values, context, options) =>
    resolver({ ...values, language: bodyLanguage() }, context, options);
}
