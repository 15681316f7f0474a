import type { FilmFields } from '@dalbit/contract';
import { randomName } from '../../infra/crypto/tokens.js';
import { AppError } from '../../infra/http/app-error.js';
import type { FilmRow, VideoRow } from '../films/films.table.js';
import type { FilmEditorOptions } from './film-editor.service.js';

const IMAGE_FIELDS = [
  'posterDomestic',
  'posterOversea',
  'backdropDomestic',
  'backdropOversea',
] as const;
export type ImageField = (typeof IMAGE_FIELDS)[number];

/**
 * A film's posters and backdrops in the back office (docs/product/back-office.md#catalogue-editing):
 * which images a film may show (its own uploads that pass the image check, or its videos'
 * generated frames) and the frames that must outlive the episode they came from.
 */
export const createFilmImages = (
  options: Pick<FilmEditorOptions, 'repository' | 'posters' | 'publicUrl' | 'copy' | 'list'>,
) => {
  const { repository } = options;

  /** The public URLs of the videos' generated frames. */
  const framesOf = (videos: VideoRow[]) =>
    videos.flatMap((v) => v.thumbnails.map((key) => options.publicUrl(key)));

  /**
   * A new or changed image must be a poster upload that passes the image check, or one of the
   * film's generated frames; an unchanged one needs nothing.
   */
  const check = async (film: FilmRow, input: FilmFields) => {
    const changedUrls = IMAGE_FIELDS.map((f) => input[f]).filter(
      (url, index) => url !== '' && url !== film[IMAGE_FIELDS[index] ?? 'posterDomestic'],
    );
    if (changedUrls.length === 0) return;
    const frames = new Set(framesOf(await repository.videosOf([film.id])));
    // An image the film already shows may move to another of its fields (a kept frame).
    for (const field of IMAGE_FIELDS) frames.add(film[field]);
    for (const url of new Set(changedUrls)) {
      if (frames.has(url)) continue;
      // A URL outside the posters folder is neither an upload of ours nor a frame.
      if (!options.posters.isPosterUrl(url)) throw new AppError('film.image_unknown');
      await options.posters.checkPoster(url);
    }
  };

  /**
   * The film's posters and backdrops picked from a video's frames, copied to keys of their own
   * before the video's files go (docs/product/back-office.md#catalogue-editing): the new
   * addresses, by field, for the film row.
   */
  const keepShownFrames = async (film: FilmRow, video: VideoRow) => {
    // The current ladder's frames, and those of a replaced ladder that housekeeping kept
    // because the film shows them: anything under the video's prefix.
    const prefix = `videos/${video.id}/`;
    const under = options.publicUrl(`${prefix}x`).slice(0, -1);
    const older = IMAGE_FIELDS.some((field) => film[field].startsWith(under))
      ? await options.list(prefix)
      : [];
    const keyOf = new Map(
      [...video.thumbnails, ...older].map((key) => [options.publicUrl(key), key]),
    );
    const copies = new Map<string, string>();
    const kept: Partial<Record<ImageField, string>> = {};
    for (const field of IMAGE_FIELDS) {
      const key = keyOf.get(film[field]);
      if (!key) continue;
      let url = copies.get(key);
      if (!url) {
        // Under videos/ (immutable caching), never under a video's own numbered prefix.
        const target = `videos/frames/${randomName(16).toLowerCase()}.jpg`;
        await options.copy(key, target);
        url = options.publicUrl(target);
        copies.set(key, url);
      }
      kept[field] = url;
    }
    return kept;
  };

  return { framesOf, check, keepShownFrames };
};
