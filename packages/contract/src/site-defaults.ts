/**
 * The site settings staff edit in the back office (docs/product/back-office.md#site-settings): the
 * footer's company details, the header's outside links and the slim banner's text, in both
 * languages. These defaults hold until staff save their own; zod-free so the web's entry chunk
 * can fall back to them (`@dalbit/contract/site-defaults`).
 */
export interface SiteLink {
  url: string;
  url_eng: string;
}

export const SITE_LINK_KEYS = [
  'blog',
  'contestAbout',
  'contestSubmit',
  'applyStreaming',
  'applyCrowdfunding',
  'joinTeam',
  'globalSupporter',
] as const;
export type SiteLinkKey = (typeof SITE_LINK_KEYS)[number];

export interface SiteSettings {
  company: {
    name_kr: string;
    name_eng: string;
    representative_kr: string;
    representative_eng: string;
    businessRegistrationNumber: string;
    mailOrderRegistrationNumber: string;
    address_kr: string;
    address_eng: string;
    supportEmail: string;
    supportPhone: string;
  };
  links: Record<SiteLinkKey, SiteLink>;
  /** The slim banner for visitors; an empty text falls back to the app's own wording. */
  banner: { text_kr: string; text_eng: string };
  /** Where staff are told of a new creator application; empty: nobody is mailed. */
  notifications: { applicationsEmail: string };
}

const same = (url: string): SiteLink => ({ url, url_eng: url });

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  company: {
    name_kr: '주식회사 달빛스튜디오',
    name_eng: 'Dalbit Studio Inc.',
    representative_kr: '한서윤',
    representative_eng: 'Seoyun Han',
    businessRegistrationNumber: '214-88-63025',
    mailOrderRegistrationNumber: '2024-서울마포-1187',
    address_kr: '서울특별시 마포구 월드컵북로 58, 4층 (합정동)',
    address_eng: '4F, 58 World Cup buk-ro, Mapo-gu, Seoul 04001, Republic of Korea',
    supportEmail: 'help@dalbit.studio',
    supportPhone: '+82 2-6952-0417',
  },
  links: {
    blog: same('https://blog.dalbit.studio'),
    contestAbout: same('https://contest.dalbit.studio/about'),
    contestSubmit: same('https://forms.gle/dalbitScenarioIdea2025'),
    applyStreaming: same('https://forms.gle/dalbitApplyStreaming'),
    applyCrowdfunding: same('https://forms.gle/dalbitApplyCrowdfunding'),
    joinTeam: same('https://dalbit.studio/careers'),
    globalSupporter: same('https://forms.gle/dalbitGlobalSupporter'),
  },
  banner: { text_kr: '', text_eng: '' },
  notifications: { applicationsEmail: '' },
};
