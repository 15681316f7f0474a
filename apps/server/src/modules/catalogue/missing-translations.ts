import type { Credit, MissingField } from '@dalbit/contract';
import type { FilmRow, VideoRow } from '../films/films.table.js';

/** One side written, the other empty. */
const half = (kr: string, en: string) => (kr.trim() === '') !== (en.trim() === '');

const creditMissing = (c: Credit) => half(c.role_kr, c.role_eng) || half(c.name_kr, c.name_eng);

/** The fields written in one language only (docs/product/back-office.md#catalogue-editing). */
export const missingTranslations = (
  film: Pick<FilmRow, 'titleKr' | 'titleEng' | 'synopsisKr' | 'synopsisEng' | 'credits'>,
  videos: Pick<VideoRow, 'titleKr' | 'titleEng' | 'synopsisKr' | 'synopsisEng'>[],
): MissingField[] => {
  const missing: MissingField[] = [];
  if (half(film.titleKr, film.titleEng)) missing.push('title');
  if (half(film.synopsisKr, film.synopsisEng)) missing.push('synopsis');
  if (film.credits.some(creditMissing)) missing.push('credits');
  if (videos.some((v) => half(v.titleKr, v.titleEng) || half(v.synopsisKr, v.synopsisEng))) {
    missing.push('episodes');
  }
  return missing;
};
