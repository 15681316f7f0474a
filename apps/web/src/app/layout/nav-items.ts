import { SITE_LINKS } from '../../config/site';

export interface ExternalLink {
  labelKey: string;
  href: string;
}

/** A dropdown entry: an outside form (href) or a page of the app (to). */
type GroupLink = ExternalLink | { labelKey: string; to: string };

type NavItem =
  | { kind: 'internal'; labelKey: string; to: string }
  | { kind: 'external'; labelKey: string; href: string }
  | { kind: 'group'; labelKey: string; links: GroupLink[] };

/**
 * The header's navigation, shared by the wide bar and the narrow drawer (docs/product/layout.md#navigation);
 * the outside links are the site settings' (read at render time).
 */
export const navItems = (): NavItem[] => [
  { kind: 'internal', labelKey: 'nav.streaming', to: '/streaming' },
  {
    kind: 'group',
    labelKey: 'nav.scenarioContest',
    links: [
      { labelKey: 'nav.contestAbout', href: SITE_LINKS.scenarioContest.about },
      { labelKey: 'nav.contestSubmit', href: SITE_LINKS.scenarioContest.submitIdea },
    ],
  },
  { kind: 'internal', labelKey: 'nav.crowdfunding', to: '/crowdfunding' },
  { kind: 'internal', labelKey: 'nav.events', to: '/events' },
  { kind: 'external', labelKey: 'nav.blog', href: SITE_LINKS.blog },
  {
    kind: 'group',
    labelKey: 'nav.apply',
    // The in-app form first, then the four outside forms (docs/product/layout.md#navigation).
    links: [
      { labelKey: 'nav.applyInApp', to: '/apply' },
      { labelKey: 'nav.applyStreaming', href: SITE_LINKS.apply.streaming },
      { labelKey: 'nav.applyCrowdfunding', href: SITE_LINKS.apply.crowdfunding },
      { labelKey: 'nav.joinTeam', href: SITE_LINKS.apply.joinTeam },
      { labelKey: 'nav.globalSupporter', href: SITE_LINKS.apply.globalSupporter },
    ],
  },
];
