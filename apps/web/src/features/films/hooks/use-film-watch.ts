import type { FilmDetail, Progress } from '@dalbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filmKeys, useHistory, usePlayback } from '../api/film-api';
import { episodeToOpen } from '../model/episode-choice';
import { type VideoState, watchStates, withSaved } from '../model/watch-state';

/**
 * What the film page plays: the video chosen from the address (?v=, ?play=1) and the viewer's
 * history, its playback, each video's watch state, and the way to play another one.
 */
export function useFilmWatch(filmId: string, film: FilmDetail | undefined, signedIn: boolean) {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const history = useHistory(signedIn);
  const playerRef = useRef<HTMLDivElement>(null);
  const [saved, setSaved] = useState<Record<string, VideoState>>({});
  const [playRequest, setPlayRequest] = useState(0);

  const requested = params.get('v');
  const videoId = useMemo(() => episodeToOpen(film, requested), [film, requested]);
  const playback = usePlayback(videoId);
  const states = useMemo(
    () => watchStates(filmId, film, history.data, saved),
    [history.data, film, filmId, saved],
  );

  const playVideo = useCallback(
    (next: string) => {
      playerRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      if (next === videoId) {
        setPlayRequest((value) => value + 1);
        return;
      }
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set('v', next);
          copy.set('play', '1');
          return copy;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, videoId],
  );

  const onProgressSaved = useCallback(
    (progress: Progress) => {
      setSaved((current) => withSaved(current, progress));
      void client.invalidateQueries({ queryKey: filmKeys.mine('history') });
      // The detail's viewer part (the video to resume) is read again when the page comes back.
      void client.invalidateQueries({ queryKey: filmKeys.detail(filmId) });
    },
    [client, filmId],
  );

  return {
    videoId,
    playback,
    autoPlay: params.get('play') === '1',
    states,
    playerRef,
    playRequest,
    playVideo,
    onProgressSaved,
  };
}
