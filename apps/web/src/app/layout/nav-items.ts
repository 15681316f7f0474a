import { SITE_LINKS } from '../../config/site';

export interface ExternalLink {
  labelKey: string;
  href: string;
}

export type NavItem =
  | { kind: 'internal'; labelKey: string; to: string }
  | { kind: 'external'; labelKey: string; href: string }
  | { kind: 'group'; labelKey: string; links: ExternalLink[] };

/** The header's navigation, shared by the wide bar and the narrow drawer (spec section 2). */
export const NAV_ITEMS: NavItem[] = [
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
    links: [
      { labelKey: 'nav.applyStreaming', href: SITE_LINKS.apply.streaming },
      { labelKey: 'nav.applyCrowdfunding', href: SITE_LINKS.apply.crowdfunding },
      { labelKey: 'nav.joinTeam', href: SITE_LINKS.apply.joinTeam },
      { labelKey: 'nav.globalSupporter', href: SITE_LINKS.apply.globalSupporter },
    ],
  },
];
