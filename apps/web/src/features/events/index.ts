// The public face of the events feature, for pages elsewhere that show the latest events.
export { useEventList } from './api/event-queries';
export { EventCard, EventCardSkeleton } from './components/event-card';
export { EventGrid } from './components/event-grid';
export { EventArticle } from './components/event-article';
