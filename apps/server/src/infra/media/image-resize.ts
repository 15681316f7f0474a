import { runTool, type MediaTools } from './run-tool.js';

/** The stored image types ffmpeg resizes, each read by its own demuxer (never by probing). */
export const RESIZABLE_IMAGE_TYPES = {
  'image/jpeg': 'jpeg_pipe',
  'image/png': 'png_pipe',
  'image/webp': 'webp_pipe',
} as const;
export type ResizableImageType = keyof typeof RESIZABLE_IMAGE_TYPES;

export const isResizableImageType = (type: string | undefined): type is ResizableImageType =>
  type !== undefined && Object.hasOwn(RESIZABLE_IMAGE_TYPES, type);

/**
 * The largest picture decoded (40 megapixels, some 160 MB as RGBA): a small file that claims a
 * huge picture (a PNG of 30,000 × 30,000 compresses to a few kilobytes) fails instead.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** libwebp's quality: at 75 a 1280×720 still is about a third of the JPEG at quality 90. */
export const WEBP_QUALITY = 75;
/** A resize takes tens of milliseconds; one still running after this is killed. */
export const RESIZE_TIMEOUT_MS = 20_000;

export interface ResizeOutput {
  /** At most this wide; never wider than the source (no upscaling), height to scale. */
  width: number;
  /** The WebP file to write (absolute). */
  path: string;
}

export interface ResizeInput {
  /** A file path, or a presigned https URL of the object. */
  input: string;
  /** The type the source's first bytes showed (image-check's sniffImageType). */
  type: ResizableImageType;
  outputs: readonly ResizeOutput[];
}

/**
 * The arguments of the one ffmpeg run that makes every width of one image: one decode, split,
 * each branch scaled (Lanczos) and written as a single WebP frame. The demuxer is forced from
 * the sniffed type and only plain file and HTTP(S) reads are allowed, so a file that only pretends
 * to be an image (a playlist, say) is never followed anywhere. JPEG EXIF orientation is applied
 * (ffmpeg rotates by the display matrix), so a phone photo keeps its way up.
 */
export const resizeArgs = ({ input, type, outputs }: ResizeInput): string[] => {
  if (outputs.length === 0) throw new Error('resizeArgs: no output');
  const graph = [
    `[0:v]split=${outputs.length}${outputs.map((_, i) => `[in${i}]`).join('')}`,
    ...outputs.map(
      (o, i) => `[in${i}]scale='min(iw,${Math.floor(o.width)})':-1:flags=lanczos,setsar=1[out${i}]`,
    ),
  ].join(';');
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-protocol_whitelist',
    'file,http,https,tcp,tls',
    ...(/^https?:/.test(input) ? ['-rw_timeout', '30000000'] : []),
    '-max_pixels',
    String(IMAGE_MAX_PIXELS),
    '-f',
    RESIZABLE_IMAGE_TYPES[type],
    '-i',
    input,
    '-filter_complex',
    graph,
    ...outputs.flatMap((o, i) => [
      '-map',
      `[out${i}]`,
      '-frames:v',
      '1',
      '-c:v',
      'libwebp',
      '-quality',
      String(WEBP_QUALITY),
      '-compression_level',
      '4',
      '-f',
      'webp',
      o.path,
    ]),
  ];
};

/** Runs the resize; rejects with run-tool's errors (MediaToolMissingError without ffmpeg). */
export const resizeImage = async (
  tools: Pick<MediaTools, 'ffmpeg'>,
  spec: ResizeInput,
  timeoutMs = RESIZE_TIMEOUT_MS,
): Promise<void> => {
  await runTool(tools.ffmpeg, resizeArgs(spec), { timeoutMs, maxStdoutBytes: 1024 });
};
