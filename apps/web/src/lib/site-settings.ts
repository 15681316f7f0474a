import type { SiteLink, SiteLinkKey, SiteSettings } from '@dalbit/contract/site-defaults';

/** What every page may show: the settings without the staff notification address. */
export type PublicSiteSettings = Omit<SiteSettings, 'notifications'>;

/** The id of the data block the server writes into each page (apps/server/src/modules/web). */
export const SITE_SETTINGS_BLOCK_ID = 'dalbit-site';

/**
 * The public base URL of the files when the server keeps them in an S3-compatible store (its
 * `dalbit-media-base` meta tag), else undefined (files at /media/): pictures there have resized
 * copies too (docs/api.md#resized-images).
 */
export const mediaBase = (): string | undefined =>
  (typeof document === 'undefined'
    ? undefined
    : document.querySelector('meta[name="dalbit-media-base"]')?.getAttribute('content')) ||
  undefined;

const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || '/api';

let current: PublicSiteSettings | undefined;

const NO_LINK: SiteLink = { url: '', url_eng: '' };

/**
 * What stands in while the settings are fetched (a page without the server's data block: the
 * Vite dev server). Blank rather than the defaults: the defaults are the server's to serve, and
 * kept out of every visitor's first script (about 0.5 kB compressed).
 */
const BLANK: PublicSiteSettings = {
  company: {
    name_kr: '',
    name_eng: '',
    representative_kr: '',
    representative_eng: '',
    businessRegistrationNumber: '',
    mailOrderRegistrationNumber: '',
    address_kr: '',
    address_eng: '',
    supportEmail: '',
    supportPhone: '',
  },
  links: new Proxy({} as Record<SiteLinkKey, SiteLink>, { get: () => NO_LINK }),
  banner: { text_kr: '', text_eng: '' },
};

function readInline(): PublicSiteSettings | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SITE_SETTINGS_BLOCK_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PublicSiteSettings;
  } catch {
    return undefined;
  }
}

/**
 * The site settings staff edit in the back office (docs/product/back-office.md#site-settings): as
 * the server wrote them into the page, so the footer and the header need no request. Without
 * the block (the Vite dev server) they are fetched once, and blanks stand in meanwhile.
 */
export function siteSettings(): PublicSiteSettings {
  if (current) return current;
  current = readInline();
  if (current) return current;
  current = BLANK;
  if (typeof fetch === 'function' && typeof document !== 'undefined') {
    void fetch(`${API_BASE_URL}/web-app/site-settings`)
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: { data?: PublicSiteSettings } | undefined) => {
        if (body?.data) current = body.data;
      })
      .catch(() => undefined);
  }
  return current;
}

/** Tests and the back office after saving: forget what was read. */
export function resetSiteSettings(value?: PublicSiteSettings): void {
  current = value;
}

/** A link of the settings in the page's language, falling back to the other one. */
export function siteLink(key: SiteLinkKey, locale: 'ko' | 'en'): string {
  const link = siteSettings().links[key];
  return locale === 'en' ? link.url_eng || link.url : link.url || link.url_eng;
}
