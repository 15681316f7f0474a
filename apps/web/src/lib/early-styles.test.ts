import { afterEach, describe, expect, it } from 'vitest';
import { applyEarlyStyles, EARLY_STYLE_ATTRIBUTE } from './early-styles';

const sheetLink = (loaded: boolean) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/assets/web-abc.css';
  link.media = 'print';
  link.setAttribute(EARLY_STYLE_ATTRIBUTE, '');
  // jsdom loads no stylesheet: a loaded one has its sheet, as in a browser.
  if (loaded) Object.defineProperty(link, 'sheet', { value: {} });
  document.head.append(link);
  return link;
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyEarlyStyles', () => {
  it('applies a stylesheet already in at once', async () => {
    const link = sheetLink(true);
    await applyEarlyStyles();
    expect(link.media).toBe('all');
    expect(link.hasAttribute(EARLY_STYLE_ATTRIBUTE)).toBe(false);
  });

  it('applies one still loading and resolves when it is in, or when it fails', async () => {
    const loading = sheetLink(false);
    const failing = sheetLink(false);
    let done = false;
    const applied = applyEarlyStyles().then(() => (done = true));
    expect(loading.media).toBe('all');
    await Promise.resolve();
    expect(done).toBe(false);
    loading.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    failing.dispatchEvent(new Event('error'));
    await applied;
    expect(failing.media).toBe('all');
  });

  it('leaves every other stylesheet alone, and resolves with none to apply', async () => {
    const other = document.createElement('link');
    other.rel = 'stylesheet';
    other.media = 'print';
    document.head.append(other);
    await applyEarlyStyles();
    expect(other.media).toBe('print');
  });
});
