import {
  Clapperboard,
  FileClock,
  HandCoins,
  Flag,
  Inbox,
  Landmark,
  LayoutDashboard,
  ListRestart,
  Megaphone,
  Search,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { can, type Permission } from '@dalbit/contract/permissions';

export interface NavEntry {
  key: string;
  /** Null while the area is not built: it stays in the plan, never on screen. */
  to: string | null;
  permission: Permission;
  icon: LucideIcon | null;
}

/**
 * The back office's navigation in its intended order (docs/product/back-office.md#navigation).
 * An area without screens has no address and no link (a link that leads nowhere is not
 * shipped).
 */
export const NAV_PLAN: NavEntry[] = [
  { key: 'dashboard', to: '/admin', permission: 'dashboard.view', icon: LayoutDashboard },
  { key: 'events', to: '/admin/events', permission: 'events.manage', icon: Megaphone },
  { key: 'keywords', to: '/admin/keywords', permission: 'keywords.manage', icon: Search },
  { key: 'films', to: '/admin/films', permission: 'films.manage', icon: Clapperboard },
  { key: 'projects', to: '/admin/projects', permission: 'projects.manage', icon: HandCoins },
  {
    key: 'settlements',
    to: '/admin/settlements',
    permission: 'projects.manage',
    icon: Landmark,
  },
  {
    key: 'applications',
    to: '/admin/applications',
    permission: 'applications.manage',
    icon: Inbox,
  },
  { key: 'moderation', to: '/admin/moderation', permission: 'moderation.manage', icon: Flag },
  { key: 'accounts', to: '/admin/accounts', permission: 'accounts.view', icon: Users },
  { key: 'settings', to: '/admin/settings', permission: 'settings.manage', icon: Settings },
  { key: 'audit', to: '/admin/audit', permission: 'audit.view', icon: FileClock },
  { key: 'jobs', to: '/admin/jobs', permission: 'jobs.manage', icon: ListRestart },
];

/** What a role sees in the navigation: built areas it has the permission for. */
export const navFor = (role: string | undefined): (NavEntry & { to: string; icon: LucideIcon })[] =>
  NAV_PLAN.filter(
    (entry): entry is NavEntry & { to: string; icon: LucideIcon } =>
      entry.to !== null && entry.icon !== null && can(role, entry.permission),
  );
