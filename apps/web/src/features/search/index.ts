// The public face of the search feature, for the shell and the home page's keyword chips.
export { useHotSearch } from './api/search-queries';
