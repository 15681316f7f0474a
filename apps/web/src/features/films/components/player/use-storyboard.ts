import { useEffect, useState } from 'react';
import { parseStoryboard, type StoryboardTile } from './storyboard';

/** The seek-preview tiles of a video, read once; none while loading, on failure or without a map. */
export function useStoryboard(url: string | null | undefined): StoryboardTile[] {
  const [tiles, setTiles] = useState<StoryboardTile[]>([]);
  useEffect(() => {
    setTiles([]);
    if (!url) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => setTiles(parseStoryboard(text, url)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [url]);
  return tiles;
}
