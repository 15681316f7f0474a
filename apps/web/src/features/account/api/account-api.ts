import type {
  AreaCode,
  AuthToken,
  OtpSent,
  UpdateMeBody,
  UploadTicket,
  UploadTicketBody,
} from '@dalbit/contract';
import { api } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { type Language, localeToLanguage } from '../../../lib/language';
import type { AccountUser } from '../../../lib/session/account-types';

/** Every body carries the UI language (docs/api.md#language); the server words its messages in it. */
export const bodyLanguage = (): Language => localeToLanguage(currentLocale());

// Screens map failures to their fields themselves, so these calls do not toast.
const quiet = { toastOnError: false } as const;

export const accountApi = {
  login: (userEmail: string, password: string) =>
    api.post<AuthToken>(
      '/user/login',
      { userEmail, password, language: bodyLanguage(), typeDevice: 'web', deviceToken: '' },
      quiet,
    ),
  register: (body: Record<string, unknown>) =>
    api.post<{ token: string; userEmail: string }>(
      '/user/register',
      { ...body, language: bodyLanguage() },
      quiet,
    ),
  checkEmailExist: (userEmail: string) =>
    api.post<{ existEmail: boolean }>(
      '/user/check-email-exist',
      { userEmail, language: bodyLanguage() },
      quiet,
    ),
  sendOtp: (userEmail: string, purpose: CodePurpose) =>
    api.post<OtpSent>(
      purpose === 'verify' ? '/user/send-otp' : '/user/send-otp-forgot-password',
      { userEmail, language: bodyLanguage() },
      { ...quiet, raw: true },
    ),
  checkOtp: (userEmail: string, otp: string) =>
    api.post<AccountUser>(
      '/user/check-otp-verify',
      { userEmail, otp, language: bodyLanguage() },
      quiet,
    ),
  resetPassword: (body: Record<string, unknown>) =>
    api.post<{ token: string }>(
      '/user/reset-password',
      { ...body, language: bodyLanguage() },
      quiet,
    ),
  updateMe: (body: UpdateMeBody) => api.patch<AccountUser>('/user/me', body, quiet),
  areaCodes: () => api.get<AreaCode[]>('/user/area-code'),
  uploadTicket: (body: UploadTicketBody) => api.post<UploadTicket>('/upload-file/', body, quiet),
};

export type CodePurpose = 'verify' | 'reset';
