import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  IMAGE_VARIANTS_PREFIX,
  IMAGE_WIDTHS,
  imageVariantKey,
  RESIZABLE_IMAGE_EXTENSIONS,
  type ImageWidth,
} from '@dalbit/contract/images';
import { readHead, sniffImageType, SNIFF_BYTES } from '../storage/image-check.js';
import { assertSafeKey, mediaTypeOf, type Storage } from '../storage/storage.js';
import { isResizableImageType, resizeImage } from './image-resize.js';
import { MediaToolMissingError, type MediaTools } from './run-tool.js';

/**
 * What a request for a copy gets: the copy's key; `original` when no copy can be made now (no
 * ffmpeg, a busy server, a file ffmpeg cannot read), so the original is served instead;
 * `missing` when there is no such original; `not_image` when it is no JPEG, PNG or WebP image.
 */
export type VariantResult =
  | { kind: 'ready'; key: string }
  | { kind: 'original' }
  | { kind: 'missing' }
  | { kind: 'not_image' };

/** A copy's key taken apart; `error` names the part that is wrong. */
export type VariantRequest = { width: ImageWidth; source: string } | { error: 'width' | 'source' };

const WIDTH_SEGMENT = /^w(\d{1,5})$/;

/** `variants/w<width>/<source>.webp` → its width and source; undefined for any other key. */
export const parseVariantKey = (key: string): VariantRequest | undefined => {
  if (!key.startsWith(IMAGE_VARIANTS_PREFIX)) return undefined;
  const rest = key.slice(IMAGE_VARIANTS_PREFIX.length);
  const slash = rest.indexOf('/');
  const width = Number(WIDTH_SEGMENT.exec(slash < 0 ? rest : rest.slice(0, slash))?.[1]);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return { error: 'width' };
  const file = rest.slice(slash + 1);
  const source = file.endsWith('.webp') ? file.slice(0, -'.webp'.length) : '';
  const extension = source.slice(source.lastIndexOf('.') + 1).toLowerCase();
  const resizable = (RESIZABLE_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (slash < 0 || !resizable || source.startsWith(IMAGE_VARIANTS_PREFIX)) {
    return { error: 'source' };
  }
  return { width: width as ImageWidth, source };
};

export interface ImageVariantsOptions {
  storage: Storage;
  tools: Pick<MediaTools, 'ffmpeg'>;
  /** Resizes this process runs at once (each is one ffmpeg on one core for tens of ms). */
  concurrency?: number;
  /** Requests that may wait for a turn; past that they get the original at once. */
  maxWaiting?: number;
  /** Originals larger than this are served as they are (uploads are 5 MB at most). */
  maxSourceBytes?: number;
  now?: () => number;
  warn?: (context: object, message: string) => void;
}

export interface ImageVariants {
  /** `source`'s copy `width` wide, made now (with its other missing widths) if not stored yet. */
  get(source: string, width: ImageWidth): Promise<VariantResult>;
  /** Makes every missing copy of `source` (the demo seed); `ready` names the widest. */
  makeAll(source: string): Promise<VariantResult>;
}

/** A file ffmpeg failed on is not tried again for this long (it would fail again). */
const FAILED_RETRY_MS = 10 * 60_000;
/** Without ffmpeg, look again after this long (it may be installed meanwhile). */
const MISSING_TOOL_RETRY_MS = 60_000;
/** Copies known to be stored, so S3 is not asked again (a copy is never changed). */
const KNOWN_MAX = 20_000;
const FAILED_MAX = 1_000;
/** Read URL lifetime for ffmpeg on S3: far more than a resize takes. */
const READ_URL_SECONDS = 300;

type Made = Exclude<VariantResult, { kind: 'ready' }> | { kind: 'made' };

/**
 * Resized copies of stored images, made on first request and kept in storage under a key derived
 * from the original's (`variants/w640/<key>.webp`, docs/api.md#resized-images). The work is
 * bounded: four fixed widths, one ffmpeg run per original for all of them, at most `concurrency`
 * runs with `maxWaiting` waiting (anyone past that gets the original), and a file that failed is
 * not tried again for ten minutes. So any number of requests costs at most one run per stored
 * image, whatever they ask for.
 */
export const createImageVariants = (options: ImageVariantsOptions): ImageVariants => {
  const { storage, tools } = options;
  const concurrency = options.concurrency ?? 2;
  const maxWaiting = options.maxWaiting ?? 32;
  const maxSourceBytes = options.maxSourceBytes ?? 25 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const warn = options.warn ?? (() => {});

  const known = new Set<string>();
  const failedUntil = new Map<string, number>();
  let toolMissingUntil = 0;
  const running = new Map<string, Promise<Made>>();
  let active = 0;
  const waiting: (() => void)[] = [];

  const remember = (key: string) => {
    if (known.size >= KNOWN_MAX) known.delete(known.values().next().value!);
    known.add(key);
  };
  const isStored = async (key: string) => {
    if (known.has(key)) return true;
    const stored = await storage.exists(key);
    if (stored) remember(key);
    return stored;
  };
  /** A turn to run ffmpeg, or false when too many already wait. */
  const acquire = async (): Promise<boolean> => {
    if (active < concurrency) {
      active += 1;
      return true;
    }
    if (waiting.length >= maxWaiting) return false;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return true;
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };

  const resize = async (source: string, widths: ImageWidth[], type: string): Promise<Made> => {
    if (!isResizableImageType(type)) return { kind: 'not_image' };
    if (!(await acquire())) return { kind: 'original' };
    const dir = await mkdtemp(join(tmpdir(), 'dalbit-variants-'));
    try {
      const outputs = widths.map((width) => ({ width, path: join(dir, `w${width}.webp`) }));
      const input = await storage.readLocation(source, READ_URL_SECONDS);
      await resizeImage(tools, { input, type, outputs });
      for (const [i, width] of widths.entries()) {
        const key = imageVariantKey(source, width);
        await storage.putFile(key, outputs[i]!.path, 'image/webp');
        remember(key);
      }
      return { kind: 'made' };
    } catch (error) {
      if (error instanceof MediaToolMissingError) {
        if (toolMissingUntil === 0)
          warn({ err: error }, 'ffmpeg not found: images are served unresized');
        toolMissingUntil = now() + MISSING_TOOL_RETRY_MS;
      } else {
        if (failedUntil.size >= FAILED_MAX) failedUntil.delete(failedUntil.keys().next().value!);
        failedUntil.set(source, now() + FAILED_RETRY_MS);
        warn({ err: error, key: source }, 'an image could not be resized; its original is served');
      }
      return { kind: 'original' };
    } finally {
      release();
      await rm(dir, { recursive: true, force: true });
    }
  };

  /** Checks the original, then makes its missing widths in one run. */
  const make = async (source: string, wanted: ImageWidth): Promise<Made> => {
    const info = await storage.stat(source);
    if (!info) return { kind: 'missing' };
    if (!isResizableImageType(mediaTypeOf(info.contentType))) return { kind: 'not_image' };
    if (info.size > maxSourceBytes) return { kind: 'original' };
    const type = sniffImageType(await readHead(storage, source, SNIFF_BYTES));
    if (!type) return { kind: 'not_image' };
    const widths: ImageWidth[] = [];
    for (const width of IMAGE_WIDTHS) {
      if (width === wanted || !(await isStored(imageVariantKey(source, width)))) widths.push(width);
    }
    return resize(source, widths, type);
  };

  const ensure = async (source: string, width: ImageWidth): Promise<VariantResult> => {
    let key: string;
    try {
      key = assertSafeKey(imageVariantKey(assertSafeKey(source), width));
    } catch {
      return { kind: 'not_image' };
    }
    if (await isStored(key)) return { kind: 'ready', key };
    if (toolMissingUntil > now() || (failedUntil.get(source) ?? 0) > now()) {
      return (await storage.exists(source)) ? { kind: 'original' } : { kind: 'missing' };
    }
    // One run per original at a time: the requests for its other widths wait for the same run.
    let run = running.get(source);
    if (!run) {
      run = make(source, width).finally(() => running.delete(source));
      running.set(source, run);
    }
    const made = await run;
    if (made.kind !== 'made') return made;
    return (await isStored(key)) ? { kind: 'ready', key } : { kind: 'original' };
  };

  return {
    get: ensure,
    makeAll: (source) => ensure(source, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!),
  };
};
