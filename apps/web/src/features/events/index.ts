import { lazy } from 'react';
// The public face of the events feature, for pages elsewhere that show the latest events.
export { useEventList } from './api/event-queries';
export { EventCard, EventCardSkeleton } from './components/event-card';
export { EventGrid } from './components/event-grid';

/**
 * The article as viewers read it, for the back office's preview. Lazy, so pages that use this
 * index for a card never load the Markdown renderer.
 */
export const EventArticle = lazy(() =>
  import('./components/event-article').then((m) => ({ default: m.EventArticle })),
);
