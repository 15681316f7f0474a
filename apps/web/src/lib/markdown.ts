import { Marked } from 'marked';
import { responsiveImage } from './images';

/**
 * The one Markdown renderer of notices and events: the public page and the back office's
 * preview use it, so staff see exactly what viewers will (docs/product/back-office.md#markdown).
 * Safe by construction, whatever staff paste: raw HTML is shown as text (so no script and no
 * inline handler can get through), a link or image keeps its address only when it is relative
 * or http(s) (mailto for links), and every link opens a new tab with rel="noopener noreferrer".
 */
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The address as the browser would read it (it drops control characters and whitespace, so
 * `java\tscript:` is `javascript:`), or null when its scheme is not allowed.
 */
export function safeUrl(href: string, schemes: readonly string[]): string | null {
  // eslint-disable-next-line no-control-regex -- exactly the characters browsers strip
  const url = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && !schemes.includes(scheme)) return null;
  // `//host` would take the page's scheme to another site: allowed only written out.
  return url.startsWith('//') ? null : url;
}

const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
const IMAGE_SCHEMES = ['http', 'https'] as const;

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      const url = safeUrl(href, LINK_SCHEMES);
      if (url === null) return text;
      const titled = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(url)}"${titled} target="_blank" rel="noopener noreferrer">${text}</a>`;
    },
    image({ href, title, text }) {
      const url = safeUrl(href, IMAGE_SCHEMES);
      if (url === null) return escapeHtml(text);
      const titled = title ? ` title="${escapeHtml(title)}"` : '';
      // One of our pictures gets its resized copies; the text column is at most cover-wide.
      const { srcSet, sizes } = responsiveImage(url, 'cover');
      const copies = srcSet
        ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(sizes ?? '')}"`
        : '';
      return `<img src="${escapeHtml(url)}"${copies} alt="${escapeHtml(text)}"${titled} loading="lazy">`;
    },
  },
});

export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false });
}
