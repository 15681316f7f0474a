export { FilmEditorPage } from './film-editor-page';
export { FilmsPage } from './films-page';
export { NewFilmPage } from './new-film-page';
export { RailsPage } from './rails-page';
export { VideoMediaPage } from './video-media-page';
