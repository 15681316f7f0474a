import type { FilmType } from '@dalbit/contract';

type Pair = [kr: string, en: string];

export interface SeedGenre {
  slug: string;
  name: Pair;
}

export interface SeedEpisode {
  title: Pair;
  synopsis: Pair;
}

export interface SeedFilm {
  slug: string;
  type: FilmType;
  title: Pair;
  synopsis: Pair;
  genres: string[];
  ageRating: 'all' | '12' | '15' | '19';
  releaseDate: string;
  director: Pair;
  writer: Pair;
  music: Pair;
  cast: Pair[];
  /** Two for a series; one (titled like the film) otherwise. */
  episodes: SeedEpisode[];
}
