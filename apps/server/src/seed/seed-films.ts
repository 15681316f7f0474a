import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Credit } from '@dalbit/contract';
import type { Db } from '../infra/database/database.js';
import { filmGenres, films, genres, videos } from '../db/schema.js';
import { contentTypeFor, type Storage } from '../infra/storage/storage.js';
import type { RenditionInfo } from '../modules/films/films.table.js';
import { assetsDir } from '../paths.js';
import type { SeedFilm } from './seed-film-types.js';
import { seedFilmsPart1, seedGenres } from './seed-films-1.js';
import { seedFilmsPart2 } from './seed-films-2.js';

export const seedFilms: SeedFilm[] = [...seedFilmsPart1, ...seedFilmsPart2];
export { seedGenres };

interface VideoInfo {
  durationSeconds: number;
  renditions: RenditionInfo[];
}

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
};

/** Copies `assets/films/<slug>/**` to `films/<slug>/**` in storage; false when not there. */
const storeFilmMedia = async (storage: Storage, slug: string): Promise<boolean> => {
  const dir = join(assetsDir, 'films', slug);
  if (!existsSync(join(dir, 'poster.jpg'))) return false;
  for (const file of await filesUnder(dir)) {
    if (file === 'info.json' || file.endsWith('/info.json')) continue;
    const key = `films/${slug}/${file}`;
    const source = join(dir, file);
    // Already stored with the same size: keep it (a regenerated file of another size replaces it).
    const stored = await storage.stat(key);
    if (stored && stored.size === (await stat(source)).size) continue;
    await storage.put(key, await readFile(source), contentTypeFor(key));
  }
  return true;
};

const readInfo = async (slug: string, n: number): Promise<VideoInfo | undefined> => {
  try {
    const raw = await readFile(join(assetsDir, 'films', slug, `v${n}`, 'info.json'), 'utf8');
    const info = JSON.parse(raw) as Partial<VideoInfo>;
    return {
      durationSeconds: Math.round(Number(info.durationSeconds) || 0),
      renditions: (info.renditions ?? []).map((r) => ({
        height: r.height,
        width: r.width,
        bandwidth: r.bandwidth,
      })),
    };
  } catch {
    return undefined;
  }
};

const creditsOf = (f: SeedFilm): Credit[] => {
  const credit = (role: [string, string], name: [string, string]): Credit => ({
    role_kr: role[0],
    role_eng: role[1],
    name_kr: name[0],
    name_eng: name[1],
  });
  return [
    credit(['감독', 'Director'], f.director),
    credit(['각본', 'Writer'], f.writer),
    ...f.cast.map((c) => credit(['출연', 'Cast'], c)),
    credit(['음악', 'Music'], f.music),
  ];
};

/** Idempotent: films match by slug, genres by slug, videos by storage prefix. */
export const seedFilmCatalogue = async (
  db: Db,
  storage: Storage,
  warn: (message: string) => void,
) => {
  const genreRows = await db
    .insert(genres)
    .values(
      seedGenres.map((g, position) => ({
        slug: g.slug,
        nameKr: g.name[0],
        nameEng: g.name[1],
        position,
      })),
    )
    .onConflictDoUpdate({
      target: genres.slug,
      set: {
        nameKr: sql`excluded.name_kr`,
        nameEng: sql`excluded.name_eng`,
        position: sql`excluded.position`,
      },
    })
    .returning({ id: genres.id, slug: genres.slug });
  const genreIds = new Map(genreRows.map((g) => [g.slug, g.id]));

  for (const f of seedFilms) {
    const hasMedia = await storeFilmMedia(storage, f.slug);
    if (!hasMedia) warn(`seed: no media for film ${f.slug} under assets/films; seeded without it`);
    const url = (file: string) => (hasMedia ? storage.publicUrl(`films/${f.slug}/${file}`) : '');
    const values = {
      type: f.type,
      slug: f.slug,
      titleKr: f.title[0],
      titleEng: f.title[1],
      synopsisKr: f.synopsis[0],
      synopsisEng: f.synopsis[1],
      credits: creditsOf(f),
      ageRating: f.ageRating,
      posterDomestic: url('poster.jpg'),
      posterOversea: url('poster.jpg'),
      backdropDomestic: url('backdrop.jpg'),
      backdropOversea: url('backdrop.jpg'),
      releaseDate: f.releaseDate,
    };
    const { slug: _slug, ...update } = values;
    const [film] = await db
      .insert(films)
      .values(values)
      .onConflictDoUpdate({ target: films.slug, set: update })
      .returning({ id: films.id });
    if (!film) continue;

    await db.delete(filmGenres).where(eq(filmGenres.filmId, film.id));
    await db.insert(filmGenres).values(
      f.genres.flatMap((slug) => {
        const genreId = genreIds.get(slug);
        return genreId ? [{ filmId: film.id, genreId }] : [];
      }),
    );

    const episodes =
      f.episodes.length > 0 ? f.episodes : [{ title: f.title, synopsis: f.synopsis }];
    for (const [index, episode] of episodes.entries()) {
      const n = index + 1;
      const info = hasMedia ? await readInfo(f.slug, n) : undefined;
      if (hasMedia && !info) warn(`seed: no info.json for ${f.slug}/v${n}`);
      const video = {
        filmId: film.id,
        episodeNumber: f.type === 'web_series' ? n : null,
        titleKr: episode.title[0],
        titleEng: episode.title[1],
        synopsisKr: episode.synopsis[0],
        synopsisEng: episode.synopsis[1],
        durationSeconds: info?.durationSeconds ?? 0,
        storagePrefix: `films/${f.slug}/v${n}`,
        renditions: info?.renditions ?? [],
        thumbnail: info ? url(`v${n}/thumb.jpg`) : '',
        // Every demo video ships Korean and English subtitles beside its renditions.
        subtitles: info
          ? (['ko', 'en'] as const).map((lang) => ({
              lang,
              key: `films/${f.slug}/v${n}/subs/${lang}.vtt`,
            }))
          : [],
      };
      // A demo video whose media was replaced through the ingest points at its own ladder
      // (`videos/<id>/<asset>`): the seed then refreshes only its texts, and never adds a twin.
      const [replaced] = await db
        .select({ id: videos.id })
        .from(videos)
        .where(
          sql`${videos.filmId} = ${film.id} and ${videos.episodeNumber} is not distinct from ${video.episodeNumber} and ${videos.storagePrefix} <> ${video.storagePrefix}`,
        )
        .limit(1);
      if (replaced) {
        const { titleKr, titleEng, synopsisKr, synopsisEng } = video;
        await db
          .update(videos)
          .set({ titleKr, titleEng, synopsisKr, synopsisEng })
          .where(eq(videos.id, replaced.id));
        continue;
      }
      const { storagePrefix: _prefix, ...videoUpdate } = video;
      await db
        .insert(videos)
        .values(video)
        .onConflictDoUpdate({ target: videos.storagePrefix, set: videoUpdate });
    }
  }
};
