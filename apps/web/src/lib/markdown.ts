import MarkdownIt from 'markdown-it';

/**
 * The one Markdown renderer of notices and events: the public page and the back office's
 * preview use it, so staff see exactly what viewers will. Safe by construction: raw HTML in the
 * source is shown as text (no script, no inline handler can get through), markdown-it refuses
 * `javascript:`, `vbscript:`, `file:` and non-image `data:` links, and every link opens in a new
 * tab with `rel="noopener noreferrer"` (docs/product/back-office.md#markdown).
 */
const md = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });

const renderToken = md.renderer.renderToken.bind(md.renderer);
md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  if (token) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return self.renderToken(tokens, index, options);
};
md.renderer.rules.image = (tokens, index, options) => {
  const token = tokens[index];
  if (token) token.attrSet('loading', 'lazy');
  return renderToken(tokens, index, options);
};

export function renderMarkdown(source: string): string {
  return md.render(source);
}
