import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';
import type { AppConfig } from '../../config.js';
import type { Storage } from '../storage/storage.js';

/**
 * Where resumable (tus) uploads are written: files under `DATA_DIR/uploads` (never served), or,
 * when S3 is configured, multipart uploads into the bucket under `tus/` so that a worker on
 * another machine reads the source with nothing but the S3 settings.
 */
export interface ResumableStore {
  readonly datastore: DataStore;
  readonly kind: 'local' | 's3';
  /** A fresh upload id: 32 hex characters, which is also what the upload URL carries. */
  newId(): string;
  /** The store's id of an upload from the one in its URL (`null` for anything else). */
  idFromUrl(last: string): string | null;
  /** The URL part of a store id. */
  urlPart(id: string): string;
  /** Where ffprobe and ffmpeg read a finished upload: a file path, or a presigned URL. */
  sourceLocation(id: string): Promise<string>;
  /** Deletes an upload, finished or not; a missing one is not an error. */
  remove(id: string): Promise<void>;
}

const S3_PREFIX = 'tus/';
/** Long enough for a 10 GB master read by a slow transcode. */
const SOURCE_URL_SECONDS = 12 * 3600;
const HEX_ID = /^[0-9a-f]{32}$/;

export interface ResumableStoreOptions {
  config: Pick<AppConfig, 'dataDir' | 's3'>;
  /** The app's storage (S3: the same bucket), for presigned reads of finished uploads. */
  storage: Storage;
}

const isMissing = (error: unknown) => {
  const e = error as { status_code?: number; code?: string; name?: string } | undefined;
  return e?.status_code === 404 || e?.code === 'ENOENT' || e?.name === 'NoSuchKey';
};

export const createResumableStore = ({
  config,
  storage,
}: ResumableStoreOptions): ResumableStore => {
  const s3 = config.s3;
  const prefix = s3 ? S3_PREFIX : '';
  const directory = join(config.dataDir, 'uploads');
  const datastore: DataStore = s3
    ? new S3Store({
        partSize: 8 * 1024 * 1024,
        // Tags are not offered by every S3-compatible store; expiry is our housekeeping's job.
        useTags: false,
        maxConcurrentPartUploads: 8,
        s3ClientConfig: {
          bucket: s3.bucket,
          region: s3.region,
          endpoint: s3.endpoint,
          forcePathStyle: s3.forcePathStyle,
          credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        },
      })
    : new FileStore({ directory });
  return {
    datastore,
    kind: s3 ? 's3' : 'local',
    newId: () => `${prefix}${randomBytes(16).toString('hex')}`,
    idFromUrl: (last) => (HEX_ID.test(last) ? `${prefix}${last}` : null),
    urlPart: (id) => id.slice(prefix.length),
    async sourceLocation(id) {
      return s3 ? storage.readLocation(id, SOURCE_URL_SECONDS) : join(directory, id);
    },
    async remove(id) {
      try {
        await datastore.remove(id);
      } catch (error) {
        if (!isMissing(error) && !s3) throw error;
      }
      if (s3) {
        // The store removes through its metadata; an object without it (or a half-removed
        // one) still goes.
        await storage.delete(id);
        await storage.delete(`${id}.info`);
        await storage.delete(`${id}.part`);
      }
    },
  };
};
