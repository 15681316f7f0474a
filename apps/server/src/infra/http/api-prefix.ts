/** Every JSON route lives under this prefix; pages and media do not. */
export const API_PREFIX = '/api';
