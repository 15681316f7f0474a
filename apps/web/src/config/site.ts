import { currentLocale } from '../lib/i18n';
import { siteLink, siteSettings } from '../lib/site-settings';

/**
 * The outside addresses and the company details, as staff set them in the back office's site
 * settings (served with the page at run time; docs/product/back-office.md#site-settings). Read
 * at render time, so every call site shows the current values in the current language.
 */
const link = (key: Parameters<typeof siteLink>[0]) => siteLink(key, currentLocale());

export const SITE_LINKS = {
  get blog() {
    return link('blog');
  },
  scenarioContest: {
    get about() {
      return link('contestAbout');
    },
    get submitIdea() {
      return link('contestSubmit');
    },
  },
  apply: {
    get streaming() {
      return link('applyStreaming');
    },
    get crowdfunding() {
      return link('applyCrowdfunding');
    },
    get joinTeam() {
      return link('joinTeam');
    },
    get globalSupporter() {
      return link('globalSupporter');
    },
  },
};

export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/dalbit.studio',
  youtube: 'https://www.youtube.com/@dalbitstudio',
  linkedin: 'https://www.linkedin.com/company/dalbit-studio',
} as const;

const company = () => siteSettings().company;

/** Legal identifiers are shown as is in both languages; only the labels are translated. */
export const COMPANY = {
  get nameKo() {
    return company().name_kr;
  },
  get nameEn() {
    return company().name_eng;
  },
  get representativeKo() {
    return company().representative_kr;
  },
  get representativeEn() {
    return company().representative_eng;
  },
  get businessRegistrationNumber() {
    return company().businessRegistrationNumber;
  },
  get mailOrderRegistrationNumber() {
    return company().mailOrderRegistrationNumber;
  },
  get addressKo() {
    return company().address_kr;
  },
  get addressEn() {
    return company().address_eng;
  },
  get supportEmail() {
    return company().supportEmail;
  },
  get supportPhone() {
    return company().supportPhone;
  },
};

/** The slim banner's text for this language, or null to keep the app's own wording. */
export const bannerText = (): string | null => {
  const { text_kr, text_eng } = siteSettings().banner;
  return (currentLocale() === 'ko' ? text_kr || text_eng : text_eng || text_kr) || null;
};

export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;
