import { DEFAULT_SITE_NAME } from '@dalbit/contract/constants';

/** The server writes SITE_NAME into `<meta name="application-name">`; dev builds lack it. */
export function readSiteName(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="application-name"]');
  return meta?.content.trim() || DEFAULT_SITE_NAME;
}
