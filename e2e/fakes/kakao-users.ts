/** The Kakao test users of each Playwright project (see playwright.config.ts). */
export const PROJECT_NAMES = ['wide-ko', 'wide-en', 'narrow-ko', 'narrow-en'] as const;

export const kakaoUsersFor = (project: string) => {
  const index = Math.max(0, PROJECT_NAMES.indexOf(project as (typeof PROJECT_NAMES)[number]));
  return {
    withEmail: { id: 4200000010 + index * 2, email: `kakao-${project}@dalbit.test` },
    withoutEmail: { id: 4200000011 + index * 2 },
  };
};
