import type { Playback } from '@dalbit/contract';
import { useEffect, useRef, useState } from 'react';
import { currentLocale } from '../../../../lib/i18n';
import { readStorage, writeStorage } from '../../../../lib/storage';
import { STORAGE_KEYS } from '../../../../lib/storage-keys';
import {
  initialSubtitles,
  lastShown,
  type SubtitleLang,
  type SubtitleMode,
} from './subtitle-modes';
import { type Cue, parseVtt } from './vtt';

/**
 * The subtitle choice (Korean, English, both or none), remembered across visits, and both
 * files read once so the overlay can draw either or both.
 */
export function useSubtitles(tracks: Playback['subtitles']) {
  const [mode, setMode] = useState<SubtitleMode>(() =>
    initialSubtitles(readStorage(STORAGE_KEYS.subtitles), currentLocale()),
  );
  const lastRef = useRef(lastShown(mode, currentLocale()));
  const [cues, setCues] = useState<Partial<Record<SubtitleLang, Cue[]>>>({});

  useEffect(() => {
    const controller = new AbortController();
    for (const track of tracks) {
      fetch(track.url, { signal: controller.signal })
        .then((response) => (response.ok ? response.text() : ''))
        .then((text) => setCues((current) => ({ ...current, [track.lang]: parseVtt(text) })))
        .catch(() => undefined);
    }
    return () => controller.abort();
  }, [tracks]);

  const choose = (next: SubtitleMode) => {
    setMode(next);
    if (next !== 'off') lastRef.current = next;
    writeStorage(STORAGE_KEYS.subtitles, next);
  };

  return {
    mode,
    cues,
    choose,
    /** Off, or back to the language shown last. */
    toggle: () => choose(mode === 'off' ? lastRef.current : 'off'),
  };
}
