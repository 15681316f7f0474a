import { type RefObject, useState } from 'react';
import { knownDuration } from '../../model/watch-state';

/**
 * What the video element says about itself (playing, time, duration, buffer, volume), kept as
 * state for the controls, and the commands the controls and keys give it.
 */
export function useMedia(videoRef: RefObject<HTMLVideoElement | null>, initialDuration: number) {
  const [paused, setPaused] = useState(true);
  const [started, setStarted] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(initialDuration || 0);
  const [buffered, setBuffered] = useState(0);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);

  const withVideo = (run: (video: HTMLVideoElement) => void) => () => {
    const video = videoRef.current;
    if (video) run(video);
  };

  const togglePlay = withVideo((video) => {
    if (video.paused || video.ended) video.play()?.catch(() => undefined);
    else video.pause();
  });

  const seekTo = (target: number) => {
    const video = videoRef.current;
    if (!video) return;
    const total = Number.isFinite(video.duration) ? video.duration : duration;
    video.currentTime = Math.min(Math.max(0, target), total || target);
    setTime(video.currentTime);
  };

  const changeVolume = (next: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = Math.min(1, Math.max(0, Math.round(next * 100) / 100));
    video.muted = video.volume === 0;
  };

  const toggleMute = withVideo((video) => {
    video.muted = !video.muted;
    if (!video.muted && video.volume === 0) video.volume = 0.5;
  });

  return {
    paused,
    started,
    waiting,
    time,
    duration,
    buffered,
    volume,
    muted,
    setPaused,
    setStarted,
    setWaiting,
    setTime,
    setDuration,
    togglePlay,
    seekTo,
    changeVolume,
    toggleMute,
    /** Takes the element's duration once it is known. */
    readDuration: withVideo((video) => {
      if (knownDuration(video.duration)) setDuration(video.duration);
    }),
    /** The end of the last buffered range. */
    readBuffered: withVideo((video) => {
      if (!video.buffered?.length) return;
      setBuffered(video.buffered.end(video.buffered.length - 1));
    }),
    readVolume: withVideo((video) => {
      setVolume(video.volume);
      setMuted(video.muted);
    }),
  };
}

export type Media = ReturnType<typeof useMedia>;
