/**
 * hls.js comes in through this dynamic import only, so it lands in a chunk of its own that
 * only pages with a player download.
 */
export const loadHls = () => import('hls.js').then((module) => module.default);
type HlsClass = Awaited<ReturnType<typeof loadHls>>;
export type HlsInstance = InstanceType<HlsClass>;
