import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  contentTypeFor,
  InvalidKeyError,
  mediaTypeOf,
  type Storage,
} from './storage.js';
import {
  parseUploadQuery,
  signUpload,
  uploadQuery,
  verifyUploadSignature,
  type UploadGrant,
} from './upload-signature.js';

export interface LocalStorageOptions {
  /** Key of the upload URL signatures; without it no upload URL can be made or accepted. */
  secret?: string;
  /** Where GET serves the files. */
  mediaUrlPrefix?: string;
  /** Where the signed PUT lands (see modules/media/upload-put.routes.ts). */
  uploadUrlPrefix?: string;
}

export type UploadGrantCheck =
  { ok: true; grant: UploadGrant } | { ok: false; reason: 'invalid_signature' | 'expired' };

/** Local disk adds what the app itself must do in place of an object store's upload endpoint. */
export interface LocalStorage extends Storage {
  readonly kind: 'local';
  /** Checks a signed URL's query against its key; `now` is in milliseconds. */
  checkUploadGrant(key: string, query: Record<string, unknown>, now?: number): UploadGrantCheck;
  /**
   * Streams `source` into `key` through a temporary file, renamed into place only when complete;
   * rejects with UploadTooLargeError as soon as more than `maxBytes` arrive.
   */
  writeStream(key: string, source: Readable, contentType: string, maxBytes: number): Promise<void>;
}

export class UploadTooLargeError extends Error {
  override name = 'UploadTooLargeError';
}

/** Upload keys are write-once: the signed URL of a key that holds a file is spent. */
export class UploadExistsError extends Error {
  override name = 'UploadExistsError';
}

/** The client went away (or its body broke) before the upload was complete. */
export class UploadAbortedError extends Error {
  override name = 'UploadAbortedError';
}

export const isLocalStorage = (storage: Storage): storage is LocalStorage =>
  (storage as Partial<LocalStorage>).kind === 'local';

const encodeKey = (key: string) => assertSafeKey(key).split('/').map(encodeURIComponent).join('/');

// Dot-leading names are refused by assertSafeKey, so neither of these is ever reachable as a key.
const tempPathOf = (full: string) =>
  join(dirname(full), `.${basename(full)}.${randomBytes(6).toString('hex')}.tmp`);
const typePathOf = (full: string) => join(dirname(full), `.${basename(full)}.type`);

const byteLimit = (maxBytes: number) => {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new UploadTooLargeError(`more than ${maxBytes} bytes`));
      else callback(null, chunk);
    },
  });
};

/**
 * A second name for a file's bytes (no copy: stored files are never changed in place, every
 * write is a new file renamed over the old name); a copy across file systems.
 */
const linkOrCopy = async (from: string, to: string) => {
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
  }
};

/** Files under `DATA_DIR/media`, served by the app at `/media/<key>`. */
export const createLocalStorage = (
  root: string,
  options: LocalStorageOptions = {},
): LocalStorage => {
  const base = resolve(root);
  const mediaUrlPrefix = options.mediaUrlPrefix ?? '/media';
  const uploadUrlPrefix = options.uploadUrlPrefix ?? '/api/upload-file/put';
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
  /**
   * The extension decides the content type unless another one was stored with the file: an
   * uploaded file is served as what it was signed and checked as, whatever its key ends with.
   */
  const recordType = async (full: string, contentType: string | undefined) => {
    if (contentType === undefined || mediaTypeOf(contentType) === contentTypeFor(full)) {
      await rm(typePathOf(full), { force: true });
    } else {
      await writeFile(typePathOf(full), contentType);
    }
  };
  const storedType = async (full: string) => {
    try {
      return (await readFile(typePathOf(full), 'utf8')).trim() || contentTypeFor(full);
    } catch {
      return contentTypeFor(full);
    }
  };
  /** Temp file then rename: a reader never sees half a file, a failed write leaves nothing. */
  /**
   * Writes to a temporary file, then moves it in place. `once`: the key must not exist yet (a
   * hard link fails with EEXIST instead of replacing), so an upload URL works one time only.
   */
  const writeAtomically = async (
    full: string,
    contentType: string | undefined,
    write: (tempPath: string) => Promise<void>,
    once = false,
  ) => {
    await mkdir(dirname(full), { recursive: true });
    const temp = tempPathOf(full);
    try {
      await write(temp);
      if (once) {
        try {
          await link(temp, full);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
            throw new UploadExistsError('an object is already stored under this key');
          }
          throw error;
        }
        await recordType(full, contentType);
        await rm(temp, { force: true });
      } else {
        await recordType(full, contentType);
        await rename(temp, full);
      }
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  };

  return {
    kind: 'local',
    async put(key, data, contentType) {
      await writeAtomically(pathOf(key), contentType, (temp) => writeFile(temp, data));
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
        contentType: await storedType(pathOf(key)),
        etag: `W/"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`,
      };
    },
    stream(key, range): Readable {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async exists(key) {
      return (await statOf(key)) !== undefined;
    },
    async delete(key) {
      const full = pathOf(key);
      await rm(full, { force: true });
      await rm(typePathOf(full), { force: true });
    },
    async *list(prefix) {
      const start = join(base, ...prefix.split('/').filter(Boolean));
      if (!start.startsWith(base)) return;
      const walk = async function* (
        dir: string,
      ): AsyncGenerator<{ key: string; modifiedAt: Date }> {
        let entries;
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch {
          return;
        }
        for (const entry of entries) {
          // Temporary files and content-type records start with a dot: never keys.
          if (entry.name.startsWith('.')) continue;
          const full = join(dir, entry.name);
          if (entry.isDirectory()) yield* walk(full);
          else if (entry.isFile()) {
            const key = relative(base, full).split(sep).join('/');
            if (!key.startsWith(prefix)) continue;
            // Removed since the directory was read (a publish cleaning its staging copy): gone.
            const found = await stat(full).catch((error: NodeJS.ErrnoException) => {
              if (error.code === 'ENOENT') return undefined;
              throw error;
            });
            if (found) yield { key, modifiedAt: found.mtime };
          }
        }
      };
      yield* walk(start);
    },
    async putFile(key, path, contentType) {
      await writeAtomically(pathOf(key), contentType, (temp) => linkOrCopy(path, temp));
    },
    async copy(fromKey, toKey) {
      const from = pathOf(fromKey);
      await writeAtomically(pathOf(toKey), await storedType(from), (temp) =>
        linkOrCopy(from, temp),
      );
    },
    async readLocation(key) {
      return pathOf(key);
    },
    publicUrl(key) {
      return `${mediaUrlPrefix}/${encodeKey(key)}`;
    },
    async createUploadUrl({ key, contentType, size, expiresInSeconds }) {
      if (!options.secret) throw new Error('local storage was created without a signing secret');
      const grant: UploadGrant = {
        key: assertSafeKey(key),
        expires: Math.floor(Date.now() / 1000) + expiresInSeconds,
        contentType,
        size,
      };
      const query = uploadQuery(grant, signUpload(options.secret, grant));
      // Relative: the browser uploads to the origin it was served from, whatever PUBLIC_URL says.
      return {
        url: `${uploadUrlPrefix}/${encodeKey(key)}?${query}`,
        headers: { 'content-type': contentType },
      };
    },
    checkUploadGrant(key, query, now = Date.now()) {
      const parsed = parseUploadQuery(key, query);
      if (!parsed || !options.secret) return { ok: false, reason: 'invalid_signature' };
      if (!verifyUploadSignature(options.secret, parsed.grant, parsed.signature)) {
        return { ok: false, reason: 'invalid_signature' };
      }
      // Checked after the signature, so a forged `expires` reads as a forgery.
      if (parsed.grant.expires * 1000 <= now) return { ok: false, reason: 'expired' };
      return { ok: true, grant: parsed.grant };
    },
    async writeStream(key, source, contentType, maxBytes) {
      // A proxy between the request and the pipeline: on failure the pipeline destroys the
      // proxy, not the request, so the socket stays open for the error answer.
      const proxy = new PassThrough();
      let aborted = false;
      const abort = () => {
        if (source.readableEnded) return;
        aborted = true;
        proxy.destroy(new UploadAbortedError('upload aborted'));
      };
      // Left attached: a no-op once the body has ended, and an 'error' without a listener throws.
      source.on('error', abort);
      source.once('close', abort);
      source.pipe(proxy);
      try {
        await writeAtomically(
          pathOf(key),
          contentType,
          (temp) => pipeline(proxy, byteLimit(maxBytes), createWriteStream(temp, { flags: 'wx' })),
          true,
        );
      } catch (error) {
        source.unpipe(proxy);
        // Discard what is still coming so the answer can be written; the route closes afterwards.
        source.resume();
        throw aborted && !(error instanceof UploadTooLargeError)
          ? new UploadAbortedError('upload aborted')
          : error;
      }
    },
  };
};
