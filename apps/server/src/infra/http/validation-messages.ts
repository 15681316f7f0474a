import {
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  UPLOAD_MAX_BYTES,
  USER_NAME_MAX_LENGTH,
  VALIDATION_KEYS,
  type Locale,
} from '@dalbit/contract';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { catalogues, type MessageKey } from '../i18n/messages.js';
import { translate, type Params } from '../i18n/translate.js';

type Source = Record<string, unknown> | undefined;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const lookup = (source: Source, path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    source,
  );

// The numbers the contract's message keys talk about (its schemas carry only the key).
const KEY_PARAMS: Partial<Record<MessageKey, Params>> = {
  [VALIDATION_KEYS.passwordLength]: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  [VALIDATION_KEYS.passwordTooLong]: { max: PASSWORD_MAX_LENGTH },
  [VALIDATION_KEYS.nameLength]: { max: USER_NAME_MAX_LENGTH },
  [VALIDATION_KEYS.otp]: { length: OTP_LENGTH },
  [VALIDATION_KEYS.uploadSize]: { max: UPLOAD_MAX_BYTES / (1024 * 1024) },
};

/** A contract schema's custom message is a catalogue key such as `validation.password_rule`. */
const messageKeyOf = (message: string | undefined): MessageKey | undefined =>
  message?.startsWith('validation.') && message in catalogues.en
    ? (message as MessageKey)
    : undefined;

/**
 * The name a message gives a field: its own name, or for an item of a list the list's name and
 * the item's position (`rewardIds[0]`, a body that is a list itself `input[0]`), as the text
 * guard names them; never a bare position ('0').
 */
const fieldName = (path: string[], fallback: string): string => {
  let end = path.length;
  while (end > 0 && /^\d+$/.test(path[end - 1]!)) end -= 1;
  const positions = path
    .slice(end)
    .map((index) => `[${index}]`)
    .join('');
  return `${end > 0 ? path[end - 1] : fallback}${positions}`;
};

/**
 * Turns zod issues into the localized templates of docs/product/validation.md#templates, one message per field (the first issue
 * of a field is its most useful one). The raw request value decides "required" because zod 4
 * does not report the received input.
 */
export const validationMessages = (
  issues: ZodFastifySchemaValidationError[],
  source: Source,
  fallbackField: string,
  locale: Locale,
): string[] => {
  const seen = new Set<string>();
  const messages: { required: boolean; text: string }[] = [];
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = fieldName(path, fallbackField);
    const pathKey = path.join('.');
    if (seen.has(pathKey)) continue;
    seen.add(pathKey);
    const params = issue.params as { origin?: string; minimum?: unknown; maximum?: unknown };
    const raw = lookup(source, path);
    const value = field;
    let message: string;
    const key = messageKeyOf(issue.message);
    if (issue.keyword === 'unrecognized_keys') {
      message = translate(locale, 'validation.unknown_field', { value });
    } else if (key && key !== 'validation.required' && key !== 'validation.invalid') {
      // Specific keys win even for a blank value: 'Please check your password' for a missing
      // confirmation, the terms message for an unticked box.
      message = translate(locale, key, { value, ...KEY_PARAMS[key] });
    } else if (isBlank(raw) && issue.keyword !== 'too_big') {
      message = translate(locale, 'validation.required', { value });
    } else if (issue.keyword === 'too_small' && params.origin === 'string') {
      message = translate(locale, 'validation.min_length', { value, min: String(params.minimum) });
    } else if (issue.keyword === 'too_big' && params.origin === 'string') {
      message = translate(locale, 'validation.max_length', { value, max: String(params.maximum) });
    } else if (issue.keyword === 'too_small' && params.origin === 'number') {
      message = translate(locale, 'validation.min', { value, min: String(params.minimum) });
    } else if (issue.keyword === 'too_big' && params.origin === 'number') {
      message = translate(locale, 'validation.max', { value, max: String(params.maximum) });
    } else {
      message = translate(locale, 'validation.invalid', { value });
    }
    messages.push({ required: isBlank(raw), text: message });
  }
  // A missing field is the most useful thing to tell first.
  return [...messages.filter((m) => m.required), ...messages.filter((m) => !m.required)].map(
    (m) => m.text,
  );
};
