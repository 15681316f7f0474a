import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FilmType } from '@dalbit/contract';
import type { Db } from '../../src/infra/database/database.js';
import type { Storage } from '../../src/infra/storage/storage.js';
import type { FilmRow, GenreRow } from '../../src/modules/films/films.table.js';
import { assetsDir } from '../../src/paths.js';
import { aFilm, aGenre, storeDemoVideo } from './films.js';

type Pair = [kr: string, en: string];

const GENRES: [string, Pair][] = [
  ['drama', ['드라마', 'Drama']],
  ['romance', ['로맨스', 'Romance']],
  ['thriller', ['스릴러', 'Thriller']],
  ['fantasy', ['판타지', 'Fantasy']],
  ['music', ['음악', 'Music']],
  ['family', ['가족', 'Family']],
];

const FILMS: { title: Pair; type: FilmType; genres: string[]; releaseDate: string }[] = [
  {
    title: ['한옥의 밤', 'Nights at the Hanok'],
    type: 'web_series',
    genres: ['drama', 'fantasy'],
    releaseDate: '2026-03-14',
  },
  {
    title: ['비 오는 서울', 'Seoul in the Rain'],
    type: 'web_series',
    genres: ['romance', 'drama'],
    releaseDate: '2025-11-02',
  },
  {
    title: ['종이학', 'Paper Cranes'],
    type: 'short_movie',
    genres: ['drama', 'family'],
    releaseDate: '2025-06-01',
  },
  {
    title: ['마지막 배', 'The Last Ferry'],
    type: 'short_movie',
    genres: ['drama', 'romance'],
    releaseDate: '2025-02-02',
  },
  {
    title: ['블루 아워', 'Blue Hour'],
    type: 'short_movie',
    genres: ['thriller', 'drama'],
    releaseDate: '2024-09-09',
  },
  {
    title: ['네온 골목', 'Neon Alley'],
    type: 'music_video',
    genres: ['music', 'thriller'],
    releaseDate: '2026-01-20',
  },
  {
    title: ['한강의 불빛', 'Han River Lights'],
    type: 'music_video',
    genres: ['music', 'romance'],
    releaseDate: '2024-05-05',
  },
];

export interface Catalogue {
  genres: Map<string, GenreRow>;
  films: FilmRow[];
  /** Per film: its genre slugs and type, as the filters should see them. */
  specs: typeof FILMS;
}

/**
 * A small catalogue of every film type with bilingual titles and two genres each. With
 * `storage`, the first episode of 'Nights at the Hanok' gets real HLS media and a poster (for
 * tests that play or serve video); the others carry media URLs with no files behind them.
 */
export const aCatalogue = async (db: Db, storage?: Storage): Promise<Catalogue> => {
  const genres = new Map<string, GenreRow>();
  for (const [position, [slug, name]] of GENRES.entries()) {
    genres.set(slug, await aGenre(db, slug, name, position));
  }
  const films: FilmRow[] = [];
  for (const spec of FILMS) {
    const slug = spec.title[1].toLowerCase().replaceAll(' ', '-');
    const playable = storage && slug === 'nights-at-the-hanok';
    const media = playable ? await storeDemoVideo(storage, `films/${slug}/v1`) : {};
    let poster = `/media/films/${slug}/poster.jpg`;
    if (playable) {
      const key = `films/${slug}/poster.jpg`;
      const file = await readFile(join(assetsDir, 'films', slug, 'poster.jpg'));
      await storage.put(key, file, 'image/jpeg');
      poster = storage.publicUrl(key);
    }
    const { film } = await aFilm(db, {
      slug,
      type: spec.type,
      titleKr: spec.title[0],
      titleEng: spec.title[1],
      releaseDate: spec.releaseDate,
      genres: spec.genres.flatMap((g) => genres.get(g) ?? []),
      posterDomestic: poster,
      posterOversea: poster,
      backdropDomestic: `/media/films/${slug}/backdrop.jpg`,
      backdropOversea: `/media/films/${slug}/backdrop.jpg`,
      ...(spec.type === 'web_series' ? { episodes: [media, {}] } : {}),
    });
    films.push(film);
  }
  return { genres, films, specs: FILMS };
};
