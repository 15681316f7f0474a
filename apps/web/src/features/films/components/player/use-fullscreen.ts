import { type RefObject, useEffect, useState } from 'react';

/** Whether the player fills the screen, and the toggle (the button, F, a double click). */
export function useFullscreen(containerRef: RefObject<HTMLDivElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [containerRef]);

  const toggle = () => {
    const container = containerRef.current;
    if (!container) return;
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void container.requestFullscreen?.()?.catch(() => undefined);
  };

  return { fullscreen, toggle };
}
