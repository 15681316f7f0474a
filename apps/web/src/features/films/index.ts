// The public face of the films feature, for my page, search and home.
export { useFilmList, useHistory, useMyFilms } from './api/film-api';
export { ContinueCard } from './components/continue-card';
export { ContinueWatchingRail } from './components/continue-rail';
export { FilmCard, FilmCardSkeleton } from './components/film-card';
export { FilmRail } from './components/film-rail';
export { InlineEpisode } from './components/inline-episode';
