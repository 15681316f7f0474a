import { afterEach, describe, expect, it } from 'vitest';
import { INLINE_TRANSLATIONS_ID, readInlineTranslations } from './i18n';

function inlineBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INLINE_TRANSLATIONS_ID;
  block.textContent = text;
  document.head.append(block);
}

describe('readInlineTranslations', () => {
  afterEach(() => document.getElementById(INLINE_TRANSLATIONS_ID)?.remove());

  it("returns the server's translations for the visitor's language", () => {
    const resources = { ko: { common: { hello: '안녕' } }, en: { common: { hello: 'Hi' } } };
    inlineBlock(JSON.stringify({ lng: 'ko', resources }));
    expect(readInlineTranslations('ko')).toEqual(resources);
  });

  it('ignores a block for another language (a stored choice), a broken one, or none', () => {
    expect(readInlineTranslations('en')).toBeUndefined();
    inlineBlock(JSON.stringify({ lng: 'en', resources: { en: {} } }));
    expect(readInlineTranslations('ko')).toBeUndefined();
    document.getElementById(INLINE_TRANSLATIONS_ID)?.remove();
    inlineBlock('{not json');
    expect(readInlineTranslations('en')).toBeUndefined();
  });
});
