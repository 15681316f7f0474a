import type { ErrorCode, Locale, VideoAsset, VideoMedia } from '@dalbit/contract';
import { ERROR_STATUS } from '@dalbit/contract';
import { translate } from '../../infra/i18n/translate.js';
import type { Storage } from '../../infra/storage/storage.js';
import { languageName } from '../../shared/language-name.js';
import type { VideoRow } from '../films/films.table.js';
import type { VideoAssetRow } from './ingest.table.js';

const isErrorCode = (code: string): code is ErrorCode => code in ERROR_STATUS;

export const toVideoAsset = (row: VideoAssetRow, locale: Locale): VideoAsset => ({
  _id: row.id.toString(),
  videoId: row.videoId.toString(),
  status: row.status,
  progress: Math.round(row.progress * 10) / 10,
  error:
    row.errorCode && isErrorCode(row.errorCode)
      ? { code: row.errorCode, message: translate(locale, row.errorCode) }
      : null,
  sourceName: row.sourceName,
  sourceBytes: row.sourceBytes,
  source: row.source ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toVideoMedia = (
  video: VideoRow,
  asset: VideoAssetRow | undefined,
  storage: Storage,
  locale: Locale,
): VideoMedia => ({
  videoId: video.id.toString(),
  asset: asset ? toVideoAsset(asset, locale) : null,
  masterUrl:
    video.renditions.length > 0 ? storage.publicUrl(`${video.storagePrefix}/master.m3u8`) : null,
  renditions: [...video.renditions]
    .sort((a, b) => b.height - a.height)
    .map((r) => ({ width: r.width, height: r.height, bandwidth: r.bandwidth })),
  durationSeconds: video.durationSeconds,
  thumbnail: video.thumbnail,
  thumbnails: video.thumbnails.map((key) => storage.publicUrl(key)),
  storyboardUrl: video.storyboardKey ? storage.publicUrl(video.storyboardKey) : null,
  subtitles: video.subtitles.map((s) => ({
    lang: s.lang,
    label: languageName(s.lang),
    url: storage.publicUrl(s.key),
  })),
});
