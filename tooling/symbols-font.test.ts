import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import wawoff2 from 'wawoff2';
import {
  CSS_FILE,
  FAMILY,
  FONT_FILE,
  englishTexts,
  makeSymbolsFont,
  namesOf,
  symbolCodePoints,
  tablesOf,
  unicodeRange,
} from './symbols-font.js';

describe("the English pages' symbols font", () => {
  it('is what tooling/make-symbols-font.ts makes of the current translations', async () => {
    const { font, css } = await makeSymbolsFont();
    // A new character in an English text fails here until the font is made again.
    const stale = 'out of date: run `npx tsx tooling/make-symbols-font.ts`';
    expect(readFileSync(CSS_FILE, 'utf8'), stale).toBe(css);
    expect(readFileSync(FONT_FILE).equals(font), stale).toBe(true);
  }, 30_000);

  it('holds the English texts’ characters missing from the Latin subset, and only those', () => {
    const points = symbolCodePoints(englishTexts());
    const chars = String.fromCodePoint(...points);
    // The footer's ©, addresses' @, the language switch's 한국어 and the comment box's ….
    for (const ch of ['©', '@', '…', '한', '국', '어']) expect(chars).toContain(ch);
    // Letters, digits and the common punctuation are in Pretendard's Latin subset already.
    for (const ch of ['A', 'z', '0', '.', ',', '!', '?', '-', '—']) expect(chars).not.toContain(ch);
    expect(symbolCodePoints('a€ b')).toEqual([0x20ac]);
  });

  it('writes code points as CSS ranges', () => {
    expect(unicodeRange([0x23, 0x24, 0x25, 0x40, 0x2026, 0x2027])).toBe(
      'U+23-25, U+40, U+2026-2027',
    );
  });

  it('does not carry the Reserved Font Name, and keeps the copyright and licence', async () => {
    const ttf = Buffer.from(await wawoff2.decompress(readFileSync(FONT_FILE)));
    const tables = tablesOf(ttf);
    const names = namesOf(tables.find((table) => table.tag === 'name')!.data);
    expect(names.get(1)).toBe(FAMILY);
    expect(names.get(4)).toBe(FAMILY);
    for (const [id, text] of names)
      if (id !== 0 && id !== 13) expect(text).not.toMatch(/Pretendard/i);
    expect(names.get(0)).toMatch(/Kil Hyung-jin/);
    expect(names.get(13)).toMatch(/SIL Open Font License/);
    // Still the variable font: every weight the site uses comes from this one file.
    expect(tables.map((table) => table.tag)).toEqual(expect.arrayContaining(['fvar', 'gvar']));
  });
});
