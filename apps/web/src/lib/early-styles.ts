/**
 * The attribute the server puts on the entry's stylesheets when a page paints its early header
 * before them (apps/server/src/modules/web/early-header.ts): they load as `media="print"`, which
 * holds no paint, beside a preload at the highest priority, in their place in <head> (so the
 * route chunks' stylesheets, appended after them, still win a tie, as the build ordered them).
 */
export const EARLY_STYLE_ATTRIBUTE = 'data-early-paint';

/** The longest the first render waits for a stylesheet whose failure it cannot see. */
const STYLE_WAIT_MS = 15_000;

/**
 * Applies those stylesheets and resolves once they are in, so that the app's first render is
 * styled. A stylesheet that fails to load lets the app render anyway.
 */
export function applyEarlyStyles(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(`link[${EARLY_STYLE_ATTRIBUTE}]`)];
  const loads = links.map((link) => {
    const loaded = link.sheet
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          setTimeout(resolve, STYLE_WAIT_MS);
        });
    link.media = 'all';
    link.removeAttribute(EARLY_STYLE_ATTRIBUTE);
    return loaded;
  });
  return Promise.all(loads).then(() => undefined);
}
