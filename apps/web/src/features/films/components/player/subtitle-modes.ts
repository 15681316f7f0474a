import type { Cue } from './vtt';
import { activeCueText } from './vtt';

/**
 * What the subtitles show: `off`, one language by its code (`ko`, `en`, `ja`, `zh-TW`…), or
 * `both`, Korean above English, offered when a video has both (docs/product/films.md#player).
 */
export type SubtitleMode = string;
export type SubtitleLang = string;
export const SUBTITLES_OFF = 'off';
export const SUBTITLES_BOTH = 'both';
const BOTH_LANGS = ['ko', 'en'] as const;
const LANG_CODE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

function isSubtitleMode(value: string | null): value is SubtitleMode {
  return (
    value === SUBTITLES_OFF || value === SUBTITLES_BOTH || (value !== null && LANG_CODE.test(value))
  );
}

/**
 * The first choice: the viewer's last one, else none for Korean viewers (Korean films need no
 * subtitles for them) and English for everyone else.
 */
export function initialSubtitles(stored: string | null, locale: string): SubtitleMode {
  if (isSubtitleMode(stored)) return stored;
  return locale === 'ko' ? SUBTITLES_OFF : 'en';
}

/** The language the subtitles key (c) turns back on: the last one shown, else by locale. */
export function lastShown(mode: SubtitleMode, locale: string): SubtitleMode {
  if (mode !== SUBTITLES_OFF) return mode;
  return locale === 'ko' ? 'ko' : 'en';
}

const hasBoth = (tracks: readonly { lang: string }[]) =>
  BOTH_LANGS.every((lang) => tracks.some((track) => track.lang === lang));

/** The modes a video offers: off, each language it has a file for, and both for Korean + English. */
export function availableModes(tracks: readonly { lang: string }[]): SubtitleMode[] {
  return [
    SUBTITLES_OFF,
    ...tracks.map((track) => track.lang),
    ...(hasBoth(tracks) ? [SUBTITLES_BOTH] : []),
  ];
}

/** The mode in force for this video: the chosen one if it has it, else none. */
export function modeFor(mode: SubtitleMode, tracks: readonly { lang: string }[]): SubtitleMode {
  return availableModes(tracks).includes(mode) ? mode : SUBTITLES_OFF;
}

/** The lines on screen at a moment: one per language shown, Korean above English. */
export function captionLines(
  mode: SubtitleMode,
  cues: Partial<Record<SubtitleLang, Cue[]>>,
  time: number,
): { lang: SubtitleLang; text: string }[] {
  if (mode === SUBTITLES_OFF) return [];
  const langs: SubtitleLang[] = mode === SUBTITLES_BOTH ? [...BOTH_LANGS] : [mode];
  return langs.map((lang) => ({ lang, text: activeCueText(cues[lang], time) }));
}
