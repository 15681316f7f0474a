/** Every localStorage key the web app uses, in one place so they never collide or drift. */
export const STORAGE_KEYS = {
  token: 'dalbit.token',
  language: 'dalbit.language',
  bannerHidden: 'dalbit.bannerHidden',
} as const;
