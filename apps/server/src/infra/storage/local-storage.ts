import { createReadStream } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, contentTypeFor, InvalidKeyError, type Storage } from './storage.js';

/** Files under `DATA_DIR/media`, served by the app at `/media/<key>`. */
export const createLocalStorage = (root: string, urlPrefix = '/media'): Storage => {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const full = resolve(base, assertSafeKey(key));
    // Belt and braces: whatever the key, never leave the media root.
    if (!full.startsWith(base + sep)) throw new InvalidKeyError('outside media root');
    return full;
  };
  const statOf = async (key: string) => {
    try {
      const s = await stat(pathOf(key));
      return s.isFile() ? s : undefined;
    } catch (error) {
      if (error instanceof InvalidKeyError) throw error;
      return undefined;
    }
  };
  return {
    async put(key, data) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async get(key) {
      return (await statOf(key)) ? readFile(pathOf(key)) : undefined;
    },
    async stat(key) {
      const s = await statOf(key);
      if (!s) return undefined;
      return {
        size: s.size,
        modifiedAt: s.mtime,
        contentType: contentTypeFor(key),
        etag: `W/"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`,
      };
    },
    stream(key): Readable {
      return createReadStream(pathOf(key));
    },
    async exists(key) {
      return (await statOf(key)) !== undefined;
    },
    publicUrl(key) {
      return `${urlPrefix}/${assertSafeKey(key).split('/').map(encodeURIComponent).join('/')}`;
    },
  };
};
