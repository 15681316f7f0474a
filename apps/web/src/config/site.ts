/**
 * Every external URL and the company details shown in the footer live here, so a change of
 * form, address or social handle is a one-line edit.
 */
export const SITE_LINKS = {
  blog: 'https://blog.dalbit.studio',
  scenarioContest: {
    about: 'https://contest.dalbit.studio/about',
    submitIdea: 'https://forms.gle/dalbitScenarioIdea2025',
  },
  apply: {
    streaming: 'https://forms.gle/dalbitApplyStreaming',
    crowdfunding: 'https://forms.gle/dalbitApplyCrowdfunding',
    joinTeam: 'https://dalbit.studio/careers',
    globalSupporter: 'https://forms.gle/dalbitGlobalSupporter',
  },
} as const;

export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/dalbit.studio',
  youtube: 'https://www.youtube.com/@dalbitstudio',
  linkedin: 'https://www.linkedin.com/company/dalbit-studio',
} as const;

/** Legal identifiers are shown as is in both languages; only the labels are translated. */
export const COMPANY = {
  nameKo: '주식회사 달빛스튜디오',
  nameEn: 'Dalbit Studio Inc.',
  representativeKo: '한서윤',
  representativeEn: 'Seoyun Han',
  businessRegistrationNumber: '214-88-63025',
  mailOrderRegistrationNumber: '2024-서울마포-1187',
  addressKo: '서울특별시 마포구 월드컵북로 58, 4층 (합정동)',
  addressEn: '4F, 58 World Cup buk-ro, Mapo-gu, Seoul 04001, Republic of Korea',
  supportEmail: 'help@dalbit.studio',
  supportPhone: '+82 2-6952-0417',
} as const;

export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;
