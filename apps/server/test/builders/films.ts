import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Credit, FilmType } from '@dalbit/contract';
import { filmGenres, films, genres, videos } from '../../src/db/schema.js';
import type { Db } from '../../src/infra/database/database.js';
import { contentTypeFor, type Storage } from '../../src/infra/storage/storage.js';
import type {
  FilmRow,
  GenreRow,
  NewFilmRow,
  RenditionInfo,
  SubtitleFile,
  VideoRow,
} from '../../src/modules/films/films.table.js';
import { assetsDir } from '../../src/paths.js';

let count = 0;

export const aGenre = async (
  db: Db,
  slug: string,
  name: [kr: string, en: string],
  position = 0,
): Promise<GenreRow> => {
  const [row] = await db
    .insert(genres)
    .values({ slug, nameKr: name[0], nameEng: name[1], position })
    .returning();
  if (!row) throw new Error('genre insert returned nothing');
  return row;
};

export interface EpisodeSpec {
  title?: [kr: string, en: string];
  synopsis?: [kr: string, en: string];
  durationSeconds?: number;
  renditions?: RenditionInfo[];
  /** Default `films/<slug>/v<n>`. */
  storagePrefix?: string;
  /** Default Korean and English files beside the renditions (`<prefix>/subs/<lang>.vtt`). */
  subtitles?: SubtitleFile[];
  storyboardKey?: string | null;
}

export interface FilmSpec extends Partial<Omit<NewFilmRow, 'type'>> {
  type?: FilmType;
  genres?: GenreRow[];
  /** A web series defaults to two episodes, anything else to one video. */
  episodes?: EpisodeSpec[];
}

const CREDITS: Credit[] = [
  { role_kr: '감독', role_eng: 'Director', name_kr: '김감독', name_eng: 'Kim Director' },
];

/** A film with its genres and videos (numbered episodes for a web series). */
export const aFilm = async (
  db: Db,
  spec: FilmSpec = {},
): Promise<{ film: FilmRow; videos: VideoRow[] }> => {
  count += 1;
  const { genres: genreRows = [], episodes, type = 'short_movie', ...row } = spec;
  const slug = row.slug ?? `film-${count}`;
  const [film] = await db
    .insert(films)
    .values({
      type,
      slug,
      titleKr: `영화 ${count}`,
      titleEng: `Film ${count}`,
      releaseDate: '2026-01-01',
      credits: CREDITS,
      ...row,
    })
    .returning();
  if (!film) throw new Error('film insert returned nothing');
  if (genreRows.length > 0) {
    await db.insert(filmGenres).values(genreRows.map((g) => ({ filmId: film.id, genreId: g.id })));
  }
  const specs = episodes ?? (type === 'web_series' ? [{}, {}] : [{}]);
  const made: VideoRow[] = [];
  for (const [index, episode] of specs.entries()) {
    const n = index + 1;
    const prefix = episode.storagePrefix ?? `films/${slug}/v${n}`;
    const [video] = await db
      .insert(videos)
      .values({
        filmId: film.id,
        episodeNumber: type === 'web_series' ? n : null,
        titleKr: episode.title?.[0] ?? `${film.titleKr} ${n}화`,
        titleEng: episode.title?.[1] ?? `${film.titleEng} episode ${n}`,
        synopsisKr: episode.synopsis?.[0] ?? '',
        synopsisEng: episode.synopsis?.[1] ?? '',
        durationSeconds: episode.durationSeconds ?? 600,
        storagePrefix: prefix,
        renditions: episode.renditions ?? [{ height: 480, width: 854, bandwidth: 279_000 }],
        subtitles: episode.subtitles ?? [
          { lang: 'ko', key: `${prefix}/subs/ko.vtt` },
          { lang: 'en', key: `${prefix}/subs/en.vtt` },
        ],
        storyboardKey: episode.storyboardKey ?? null,
      })
      .returning();
    if (!video) throw new Error('video insert returned nothing');
    made.push(video);
  }
  return { film, videos: made };
};

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
};

/**
 * Real HLS media for a test that plays video: one committed demo video (master, renditions,
 * segments, subtitles; about 650 kB) copied to `prefix` in storage, with its real duration and
 * renditions for the video row. Nothing else of the demo media is copied.
 */
export const storeDemoVideo = async (
  storage: Storage,
  prefix: string,
  source = 'nights-at-the-hanok/v1',
): Promise<Pick<EpisodeSpec, 'durationSeconds' | 'renditions' | 'storagePrefix'>> => {
  const dir = join(assetsDir, 'films', source);
  for (const file of await filesUnder(dir)) {
    if (file === 'info.json') continue;
    const key = `${prefix}/${file}`;
    await storage.put(key, await readFile(join(dir, file)), contentTypeFor(key));
  }
  const info = JSON.parse(await readFile(join(dir, 'info.json'), 'utf8')) as {
    durationSeconds: number;
    renditions: RenditionInfo[];
  };
  return {
    storagePrefix: prefix,
    durationSeconds: Math.round(info.durationSeconds),
    renditions: info.renditions,
  };
};
