import { type RefObject, useEffect, useRef, useState } from 'react';
import { type HlsInstance, loadHls } from './hls-loader';

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** `idle`: nothing attached yet, the poster shows until the viewer reaches for the player. */
type PlayerStatus = 'idle' | 'loading' | 'ready' | 'error';
export type PlayerEngine = 'hls' | 'native';

interface EngineOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  masterUrl: string;
  resumeSeconds: number;
  /** Attach at once (autoplay) rather than on the viewer's first play intent (`wake`). */
  eager?: boolean;
}

/**
 * Attaches the stream: hls.js (loaded on the first play intent, `wake`, or at once when `eager`)
 * where Media Source Extensions exist, else the browser's own HLS (at once: it costs no script). Follows the quality level in use, recovers one media error, and reports
 * any other fatal error; `retry` starts over with a fresh engine.
 */
export function useHlsEngine({ videoRef, masterUrl, resumeSeconds, eager = false }: EngineOptions) {
  const hlsRef = useRef<HlsInstance | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<PlayerStatus>('idle');
  const [wanted, setWanted] = useState(eager);
  const [engine, setEngine] = useState<PlayerEngine | null>(null);
  const [quality, setQuality] = useState<'auto' | number>('auto');
  const [levelHeight, setLevelHeight] = useState<number | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let hls: HlsInstance | null = null;
    const useNative =
      typeof window.MediaSource === 'undefined' && Boolean(video.canPlayType?.(HLS_MIME));
    if (!useNative && !wanted && !eager) {
      setStatus('idle');
      return;
    }
    setStatus('loading');
    if (useNative) {
      video.src = masterUrl;
      setEngine('native');
    } else {
      loadHls()
        .then((Hls) => {
          if (cancelled) return;
          // A tap on Play while hls.js was still loading called play() on an element without a
          // source; giving it one aborts that play (the load pauses the element), so it is asked
          // again once the source is on.
          const playWanted = !video.paused;
          const playAgain = () => {
            if (playWanted) video.play()?.catch(() => undefined);
          };
          if (!Hls.isSupported()) {
            if (video.canPlayType?.(HLS_MIME)) {
              video.src = masterUrl;
              playAgain();
              setEngine('native');
            } else setStatus('error');
            return;
          }
          hls = new Hls({
            startPosition: resumeSeconds > 0 ? resumeSeconds : -1,
            capLevelToPlayerSize: false,
          });
          hlsRef.current = hls;
          setEngine('hls');
          let recovered = false;
          hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => {
            setLevelHeight(hls?.levels[data.level]?.height ?? null);
          });
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal || !hls) return;
            if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
              recovered = true;
              hls.recoverMediaError();
            } else setStatus('error');
          });
          hls.once(Hls.Events.MEDIA_ATTACHED, playAgain);
          hls.loadSource(masterUrl);
          hls.attachMedia(video);
        })
        .catch(() => {
          if (!cancelled) setStatus('error');
        });
    }
    return () => {
      cancelled = true;
      hls?.destroy();
      hlsRef.current = null;
      if (useNative) {
        video.removeAttribute('src');
        video.load?.();
      }
    };
  }, [videoRef, masterUrl, resumeSeconds, attempt, eager, wanted]);

  /** 'auto' lets hls.js choose; a height pins the level of that height. */
  const chooseQuality = (value: string) => {
    const hls = hlsRef.current;
    if (value === 'auto') {
      setQuality('auto');
      if (hls) {
        hls.currentLevel = -1;
        hls.nextLevel = -1;
      }
      return;
    }
    const height = Number(value);
    setQuality(height);
    if (!hls) return;
    const index = hls.levels.findIndex((level) => level.height === height);
    if (index >= 0) hls.currentLevel = index;
  };

  /** The browser's own HLS has no levels: the picture's height says which one plays. */
  const noteNativeHeight = (video: HTMLVideoElement) => {
    if (engine === 'native' && video.videoHeight) setLevelHeight(video.videoHeight);
  };

  return {
    status,
    /**
     * The stream is (being) attached: the viewer reached for the player, or it plays at once.
     * Once true it stays true (nothing unwants the stream or forgets its engine, a retry included).
     */
    attached: wanted || eager || engine !== null,
    setStatus,
    engine,
    quality,
    levelHeight,
    chooseQuality,
    noteNativeHeight,
    retry: () => setAttempt((value) => value + 1),
    /** The viewer reached for the player: attach the stream (once; later calls do nothing). */
    wake: () => setWanted(true),
  };
}
