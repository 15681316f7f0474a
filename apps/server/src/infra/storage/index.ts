import { join } from 'node:path';
import type { AppConfig } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

export interface CreateStorageOptions {
  /** The app secret (resolveAppSecret): signs local upload URLs. */
  secret: string;
}

/** The S3-compatible store when S3_* is configured, else local disk under DATA_DIR/media. */
export const createStorage = (
  config: Pick<AppConfig, 'dataDir' | 's3'>,
  { secret }: CreateStorageOptions,
): Storage =>
  config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(join(config.dataDir, 'media'), { secret });
