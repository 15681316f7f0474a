/**
 * The logo's crescent, drawn by the web's `Logo` and by the header the server writes into every
 * page before the scripts run (apps/server/src/modules/web/web-shell.ts): one drawing for both.
 */
export const LOGO_VIEWBOX = '0 0 32 32';
export const LOGO_HALO = { cx: 16, cy: 16, r: 15 } as const;
export const LOGO_MOON_PATH = 'M20.2 6.4A10 10 0 1 0 25.6 22 8.6 8.6 0 0 1 20.2 6.4Z';
