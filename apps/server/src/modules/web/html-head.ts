import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, type Locale } from '@dalbit/contract';
import type { PageMeta } from './page-meta.js';

/** The marker the web's index.html carries inside <head>. */
export const HEAD_MARKER = '<!--app-head-->';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const absolute = (publicUrl: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

export interface HeadSite {
  siteName: string;
  publicUrl: string;
}

export const renderHead = (meta: PageMeta, locale: Locale, site: HeadSite): string => {
  const fullTitle = meta.title ? `${meta.title} - ${site.siteName}` : site.siteName;
  const url = absolute(site.publicUrl, meta.path);
  const image = absolute(site.publicUrl, meta.image ?? '/og-image.jpg');
  const tags: [attr: 'name' | 'property', key: string, value: string][] = [
    ['name', 'application-name', site.siteName],
    ['name', 'description', meta.description],
    ['property', 'og:site_name', site.siteName],
    ['property', 'og:type', meta.type],
    ['property', 'og:title', fullTitle],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:width', String(OG_IMAGE_WIDTH)],
    ['property', 'og:image:height', String(OG_IMAGE_HEIGHT)],
    ['property', 'og:locale', locale === 'ko' ? 'ko_KR' : 'en_US'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', fullTitle],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', image],
  ];
  return [
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
  ].join('\n    ');
};

/** Writes title, lang and tags into the built index.html (or the not-built page). */
export const injectHead = (
  template: string,
  meta: PageMeta,
  locale: Locale,
  site: HeadSite,
): string => {
  const fullTitle = meta.title ? `${meta.title} - ${site.siteName}` : site.siteName;
  const head = renderHead(meta, locale, site);
  const withTitle = /<title>[\s\S]*?<\/title>/i.test(template)
    ? template.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(fullTitle)}</title>`)
    : template.replace(/<head([^>]*)>/i, (m) => `${m}<title>${escapeHtml(fullTitle)}</title>`);
  const withHead = withTitle.includes(HEAD_MARKER)
    ? withTitle.replace(HEAD_MARKER, () => head)
    : withTitle.replace(/<\/head>/i, () => `${head}\n</head>`);
  return withHead.replace(/<html([^>]*)>/i, (_whole, attrs: string) => {
    const rest = attrs.replace(/\s+lang="[^"]*"/i, '');
    return `<html lang="${locale}"${rest}>`;
  });
};

export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Dalbit</title>
    ${HEAD_MARKER}
    <style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0d1f;color:#f5f0e1;font-family:system-ui,sans-serif;text-align:center}code{background:#1f2340;padding:2px 6px;border-radius:4px}</style>
  </head>
  <body>
    <main>
      <h1>The web app is not built yet</h1>
      <p>Run <code>npm run build</code> (or <code>npm start</code>) from the repository root.</p>
      <p>The API is live at <a href="/api/docs" style="color:#ffd27a">/api/docs</a>.</p>
    </main>
  </body>
</html>
`;
