/**
 * A language's name in that language (`ko` → 한국어, `ja` → 日本語, `zh-TW` → 中文（台灣）), for
 * menus that list subtitle languages; the code itself when the runtime does not know it.
 */
export const languageName = (lang: string): string => {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang);
    return name ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : lang;
  } catch {
    return lang;
  }
};
