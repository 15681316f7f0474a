import S3rver from 's3rver';

/**
 * The smallest real images of each upload type (1×1 pixel), and files that pretend to be one.
 * Shared by the storage tests; only the first bytes matter to the check, but real files keep
 * the tests honest about what a browser would send.
 */
export const IMAGES = {
  'image/png': Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  'image/jpeg': Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////' +
      '////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  'image/gif': Buffer.from(
    'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
    'base64',
  ),
  'image/webp': Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
} as const;

export type ImageType = keyof typeof IMAGES;
export const IMAGE_TYPES = Object.keys(IMAGES) as ImageType[];

/** What an attacker uploads under an image type. */
export const IMPOSTORS = {
  svg: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  ),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90)]),
  // A RIFF file that is not WebP (a WAV header).
  wav: Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'),
} as const;

/**
 * A real S3-compatible server (s3rver) on a random loopback port with one bucket, keeping its
 * objects under `directory`. It checks no signature and no size (docs/architecture.md).
 */
export const startS3rver = async (bucket: string, directory: string) => {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return { server, endpoint: `http://127.0.0.1:${port}` };
};
