import type { Playback } from '@dalbit/contract';
import { useEffect, useRef, useState } from 'react';
import { currentLocale } from '../../../../lib/i18n';
import { readStorage, writeStorage } from '../../../../lib/storage';
import { STORAGE_KEYS } from '../../../../lib/storage-keys';
import {
  initialSubtitles,
  lastShown,
  modeFor,
  type SubtitleLang,
  type SubtitleMode,
} from './subtitle-modes';
import { type Cue, parseVtt } from './vtt';

/**
 * The subtitle choice (a language, Korean + English, or none), remembered across visits, and
 * every file of the video read once so the overlay can draw any of them, or two at once.
 * A choice the video has no file for shows nothing, without forgetting it for the next video.
 * The files are read once the stream is `wanted` (the viewer reached for the player, or it
 * plays at once; once wanted, always wanted), not as a page with a player opens: each arriving
 * file re-rendered the player on a phone that may never play (docs/performance.md#phones).
 */
export function useSubtitles(tracks: Playback['subtitles'], wanted: boolean) {
  const [mode, setMode] = useState<SubtitleMode>(() =>
    initialSubtitles(readStorage(STORAGE_KEYS.subtitles), currentLocale()),
  );
  const lastRef = useRef(lastShown(mode, currentLocale()));
  const [cues, setCues] = useState<Partial<Record<SubtitleLang, Cue[]>>>({});

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    for (const track of tracks) {
      fetch(track.url, { signal: controller.signal })
        .then((response) => (response.ok ? response.text() : ''))
        .then((text) => setCues((current) => ({ ...current, [track.lang]: parseVtt(text) })))
        .catch(() => undefined);
    }
    return () => controller.abort();
  }, [tracks, wanted]);

  const choose = (next: SubtitleMode) => {
    setMode(next);
    if (next !== 'off') lastRef.current = next;
    writeStorage(STORAGE_KEYS.subtitles, next);
  };

  const shown = modeFor(mode, tracks);
  return {
    mode: shown,
    cues,
    choose,
    /** Off, or back to the language shown last. */
    toggle: () => choose(shown === 'off' ? lastRef.current : 'off'),
  };
}
