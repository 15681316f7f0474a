// The one schema drizzle-kit reads; each feature owns its table file.
export { events } from '../modules/events/events.table.js';
export { hotSearchKeywords } from '../modules/hot-search/hot-search.table.js';
