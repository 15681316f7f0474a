import type { ErrorCode } from '@dalbit/contract';

/**
 * Server messages in both languages. Templates follow product-spec.md section 5; `{name}` is
 * replaced by `translate`. `ko` is typed against `en`, and messages.test.ts also checks both
 * directions at run time so a key can never exist in one language only.
 */
export const en = {
  'validation.required': '{value} is a required field',
  'validation.invalid': 'The input is not valid {value}',
  'validation.min': '{value} must be greater than or equal to {min}',
  'validation.max': '{value} must be less than or equal to {max}',
  'validation.min_length': '{value} must be at least {min} characters',
  'validation.max_length': '{value} must be at most {max} characters',
  'validation.unknown_field': '{value} is not an allowed field',
  'request.invalid': 'The request is not valid',
  'request.malformed': 'The request body is not valid JSON',
  'request.too_large': 'The request is too large',
  'request.uri_too_long': 'The request address is too long',
  'request.headers_too_large': 'The request headers are too large',
  'request.unsupported_media_type': 'This content type is not supported',
  'route.not_found': 'The requested address does not exist',
  'method.not_allowed': 'This method is not allowed here',
  'rate.limited': 'Too many requests. Please try again in {seconds} seconds',
  'auth.required': 'Your authentication fail. Please authenticate again',
  'auth.forbidden': 'You do not have permission to do this',
  'event.not_found': 'The event does not exist',
  'server.error': 'Something went wrong. Please try again later',
  'server.unavailable': 'The service is temporarily unavailable. Please try again later',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof en;

export const ko: Record<MessageKey, string> = {
  'validation.required': '{value}은(는) 필수 입력 항목입니다',
  'validation.invalid': '{value} 입력값이 올바르지 않습니다',
  'validation.min': '{value}은(는) {min} 이상이어야 합니다',
  'validation.max': '{value}은(는) {max} 이하여야 합니다',
  'validation.min_length': '{value}은(는) {min}자 이상이어야 합니다',
  'validation.max_length': '{value}은(는) {max}자 이하여야 합니다',
  'validation.unknown_field': '{value}은(는) 허용되지 않는 항목입니다',
  'request.invalid': '요청이 올바르지 않습니다',
  'request.malformed': '요청 본문이 올바른 JSON이 아닙니다',
  'request.too_large': '요청이 너무 큽니다',
  'request.uri_too_long': '요청 주소가 너무 깁니다',
  'request.headers_too_large': '요청 헤더가 너무 큽니다',
  'request.unsupported_media_type': '지원하지 않는 콘텐츠 형식입니다',
  'route.not_found': '요청한 주소를 찾을 수 없습니다',
  'method.not_allowed': '허용되지 않는 요청 방식입니다',
  'rate.limited': '요청이 너무 많습니다. {seconds}초 후에 다시 시도해 주세요',
  'auth.required': '인증에 실패했습니다. 다시 인증해 주세요',
  'auth.forbidden': '이 작업을 할 권한이 없습니다',
  'event.not_found': '존재하지 않는 이벤트입니다',
  'server.error': '문제가 발생했습니다. 잠시 후 다시 시도해 주세요',
  'server.unavailable': '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해 주세요',
};

export const catalogues = { en, ko } as const;

// Compile-time guard: every error code has a message.
const _everyCodeHasMessage: Record<ErrorCode, string> = en;
void _everyCodeHasMessage;
