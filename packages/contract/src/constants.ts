/** Business constants of docs/product/constants.md#spec-constants, shared by server and web. */
export const API_TIMEOUT_MS = 4000;
export const TOAST_AUTO_CLOSE_MS = 3000;
/** Wide layout is strictly over this width (docs/product/routes.md#sign-in-redirect: "over 768 px"). */
export const WIDE_BREAKPOINT_PX = 768;
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const DRAWER_WIDTH_PX = 300;
export const OG_IMAGE_WIDTH = 1280;
export const OG_IMAGE_HEIGHT = 720;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const I18N_BACKEND = { maxRetries: 5, retryTimeoutMs: 350, maxParallelReads: 10 } as const;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const SEARCH_KEY_MAX_LENGTH = 100;
export const DEFAULT_SITE_NAME = 'Dalbit';
export const TAGLINE_EN = 'Cinematic Korean stories, made with you.';
export const TAGLINE_KO = '함께 만드는 시네마틱 K-스토리.';
