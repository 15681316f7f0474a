import type { FilmType } from '@dalbit/contract';

/*
 * The contract's film constants, repeated here so the film pages need no runtime import of the
 * contract package (its index pulls in zod). film-constants.test.ts keeps them equal.
 */
export const FILM_TYPES: readonly FilmType[] = ['web_series', 'short_movie', 'music_video'];
/** A video counts as watched once this share of it has been played. */
export const WATCHED_RATIO = 0.95;
