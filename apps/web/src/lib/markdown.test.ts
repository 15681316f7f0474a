// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '@dalbit/contract/images';
import { renderMarkdown, safeUrl } from './markdown';

describe('renderMarkdown', () => {
  it('renders the usual Markdown', () => {
    const html = renderMarkdown('## Title\n\n**bold** and *it*\n\n- one\n- two');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>it</em>');
    expect(html).toContain('<li>one</li>');
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>', '<script'],
    ['an inline handler', '<img src=x onerror="alert(1)">', '<img src=x'],
    ['an inline block of HTML', '<div onclick="steal()">hi</div>', '<div'],
    ['an iframe', '<iframe src="https://evil.test"></iframe>', '<iframe'],
  ])('shows %s as text, never as markup', (_name, source, forbidden) => {
    const html = renderMarkdown(source);
    expect(html).not.toContain(forbidden);
    expect(html).toContain('&lt;');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JavaScript:alert(1))',
    '[x](java\tscript:alert(1))',
    '[x](vbscript:msgbox)',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](//evil.test/x)',
    '<javascript:alert(1)>',
  ])('drops an unsafe link address: %s', (source) => {
    const html = renderMarkdown(source);
    expect(html).not.toMatch(/href="\s*(java|vb|data|\/\/)/i);
  });

  it('opens links in a new tab with rel=noopener, autolinks too', () => {
    const html = renderMarkdown('[site](https://dalbit.studio) and https://blog.dalbit.studio');
    const links = html.match(/<a [^>]*>/g) ?? [];
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
    }
    expect(links[0]).toContain('href="https://dalbit.studio"');
  });

  it('keeps relative and https images, drops others', () => {
    expect(renderMarkdown('![cover](/media/covers/a.png)')).toContain('src="/media/covers/a.png"');
    expect(renderMarkdown('![x](javascript:alert(1))')).not.toContain('<img');
  });

  it('lists the resized copies of one of our pictures, none of an outside one', () => {
    const ours = renderMarkdown('![cover](/media/projects/1/a.jpg)');
    expect(ours).toContain('srcset="/media/variants/w320/projects/1/a.jpg.webp 320w, ');
    expect(ours).toContain(`sizes="${IMAGE_SIZES.cover}"`);
    expect(renderMarkdown('![x](https://images.example/a.jpg)')).not.toContain('srcset');
  });

  it('escapes quotes in addresses and titles', () => {
    const html = renderMarkdown('[x](https://a.test/?q="><script> "t\\"itle")');
    expect(html).not.toContain('"><script>');
  });
});

describe('safeUrl', () => {
  it('allows relative addresses and the listed schemes only', () => {
    expect(safeUrl('/events/1', ['https'])).toBe('/events/1');
    expect(safeUrl('#top', ['https'])).toBe('#top');
    expect(safeUrl('https://x.test', ['https'])).toBe('https://x.test');
    expect(safeUrl(' javascript:x', ['https'])).toBeNull();
    expect(safeUrl('mailto:a@b.c', ['https'])).toBeNull();
  });
});
