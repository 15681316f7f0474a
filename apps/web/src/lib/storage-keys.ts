/** Every localStorage key the web app uses, in one place so they never collide or drift. */
export const STORAGE_KEYS = {
  token: 'dalbit.token',
  /** How the session signed in: 'google' or 'kakao' (absent for e-mail), so sign-out knows. */
  authProvider: 'dalbit.authProvider',
  /** The Kakao access token of a Kakao session; its presence says a Kakao session exists. */
  kakaoToken: 'dalbit.kakaoToken',
  language: 'dalbit.language',
  bannerHidden: 'dalbit.bannerHidden',
  /** The player's subtitle choice: off, ko, en or both. */
  subtitles: 'dalbit.subtitles',
} as const;

/** sessionStorage keys: they live only as long as the tab. */
export const SESSION_KEYS = {
  /** When a code was last sent, per e-mail and purpose (the resend cooldown survives reloads). */
  otpSentAt: 'dalbit.otpSentAt',
  /** The sign-up form's non-secret fields, kept until the account is created. */
  signUpDraft: 'dalbit.signUpDraft',
  /** The apply form's fields, kept until it is sent (a long description survives a reload). */
  applyDraft: 'dalbit.applyDraft',
  /**
   * The `state` of a Kakao authorisation; set before the popup opens, which copies the
   * opener's sessionStorage, so the callback page can compare it.
   */
  kakaoState: 'dalbit.kakaoState',
} as const;
