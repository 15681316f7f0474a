/** Every localStorage key the web app uses, in one place so they never collide or drift. */
export const STORAGE_KEYS = {
  token: 'dalbit.token',
  language: 'dalbit.language',
  bannerHidden: 'dalbit.bannerHidden',
} as const;

/** sessionStorage keys: they live only as long as the tab. */
export const SESSION_KEYS = {
  /** When a code was last sent, per e-mail and purpose (the resend cooldown survives reloads). */
  otpSentAt: 'dalbit.otpSentAt',
  /** The sign-up form's non-secret fields, kept until the account is created. */
  signUpDraft: 'dalbit.signUpDraft',
} as const;
