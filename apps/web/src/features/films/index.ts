// The public face of the films feature, for my page and search.
export { useHistory, useMyFilms } from './api/film-api';
export { ContinueCard } from './components/continue-card';
export { FilmCard, FilmCardSkeleton } from './components/film-card';
