/**
 * hls.js comes in through this dynamic import only, so it lands in a chunk of its own that
 * only pages with a player download. It is also the biggest file of the site (about 180 kB
 * compressed, some 0.6 s of a phone's main thread to evaluate): a player fetches it when the
 * viewer first reaches for it (a play, a pointer, a focus, the page's own Play) or autoplays,
 * never merely because the page loaded, so a visit that does not play never pays for it
 * (docs/performance.md#phones). Until then the video element shows its poster.
 */
export const loadHls = () => import('hls.js').then((module) => module.default);
type HlsClass = Awaited<ReturnType<typeof loadHls>>;
export type HlsInstance = InstanceType<HlsClass>;
