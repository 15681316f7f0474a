export { FilmsPage } from './films-page';
export { VideoMediaPage } from './video-media-page';
