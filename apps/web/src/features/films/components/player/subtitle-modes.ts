import type { Cue } from './vtt';
import { activeCueText } from './vtt';

export type SubtitleMode = 'off' | 'ko' | 'en' | 'both';
export type SubtitleLang = 'ko' | 'en';
const SUBTITLE_MODES: readonly SubtitleMode[] = ['off', 'ko', 'en', 'both'];

function isSubtitleMode(value: string | null): value is SubtitleMode {
  return value !== null && (SUBTITLE_MODES as readonly string[]).includes(value);
}

/**
 * The first choice: the viewer's last one, else none for Korean viewers (Korean films need no
 * subtitles for them) and English for everyone else.
 */
export function initialSubtitles(stored: string | null, locale: string): SubtitleMode {
  if (isSubtitleMode(stored)) return stored;
  return locale === 'ko' ? 'off' : 'en';
}

/** The language the subtitles key (c) turns back on: the last one shown, else by locale. */
export function lastShown(mode: SubtitleMode, locale: string): Exclude<SubtitleMode, 'off'> {
  if (mode !== 'off') return mode;
  return locale === 'ko' ? 'ko' : 'en';
}

/** The modes a video offers: off, each language it has a file for, and both when it has two. */
export function availableModes(tracks: readonly { lang: string }[]): SubtitleMode[] {
  return SUBTITLE_MODES.filter(
    (mode) =>
      mode === 'off' ||
      (mode === 'both' ? tracks.length > 1 : tracks.some((track) => track.lang === mode)),
  );
}

/** The lines on screen at a moment: one per language shown, Korean above English. */
export function captionLines(
  mode: SubtitleMode,
  cues: Partial<Record<SubtitleLang, Cue[]>>,
  time: number,
): { lang: SubtitleLang; text: string }[] {
  if (mode === 'off') return [];
  const langs: SubtitleLang[] = mode === 'both' ? ['ko', 'en'] : [mode];
  return langs.map((lang) => ({ lang, text: activeCueText(cues[lang], time) }));
}
