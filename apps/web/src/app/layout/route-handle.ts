import { useMatches } from 'react-router';

export interface RouteHandle {
  /** Guest-only screens: back button, no navigation bar, no banner (docs/product/routes.md#guest-only-screens). */
  guestOnly?: boolean;
  /** The footer is hidden on /, the sign-in screens and the social callback. */
  hideFooter?: boolean;
  /** A popup's own light page: no header and no banner either (the Kakao callback). */
  bare?: boolean;
  /** i18n key of the page title (document title and narrow header). */
  titleKey?: string;
  /** The page sets its own document title (it depends on loaded data). */
  ownDocumentTitle?: boolean;
  /**
   * Long pages of full-width sections: the browser skips laying out and painting the sections
   * after the first two until they near the screen (content-visibility), so the first paint
   * and the data arriving below the fold cost a phone far less. Such a section clips what
   * overflows it (paint containment): the first two are exempt as /home's tiles cast their
   * shadow past their section's edge.
   */
  deferBelowFold?: boolean;
}

/** Merges the handles of every matched route; deeper routes win. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return matches.reduce<RouteHandle>(
    (acc, match) => ({ ...acc, ...((match.handle as RouteHandle | undefined) ?? {}) }),
    {},
  );
}
