/**
 * Roles and what each may do in the back office (docs/product/back-office.md#roles). Zod-free and
 * exported as `@dalbit/contract/permissions`, so the web's entry chunk can hide a staff link
 * without pulling in zod. The server checks the same table on every `/api/admin/` route.
 */
export const ROLES = ['user', 'admin', 'editor', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ['admin', 'editor', 'moderator'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'dashboard.view',
  'events.manage',
  'keywords.manage',
  /** Films and video upload: their own issue; no route or screen uses it yet. */
  'films.manage',
  /** Crowdfunding project management: its own issue; no route or screen uses it yet. */
  'projects.manage',
  /** Marking a successful project's payout to its creator paid (admin only). */
  'payouts.manage',
  'applications.manage',
  'moderation.manage',
  'accounts.view',
  /** Suspend, restore, delete (not role changes). */
  'accounts.manage',
  'accounts.roles',
  'settings.manage',
  'audit.view',
  /** The job queue's view: failed and waiting jobs, retry and discard (admin only). */
  'jobs.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EDITOR: readonly Permission[] = [
  'dashboard.view',
  'events.manage',
  'keywords.manage',
  'films.manage',
  'projects.manage',
  'applications.manage',
];
const MODERATOR: readonly Permission[] = [
  'dashboard.view',
  'moderation.manage',
  'accounts.view',
  'accounts.manage',
];

/** The permission table: admin may do everything, including roles. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: [],
  admin: PERMISSIONS,
  editor: EDITOR,
  moderator: MODERATOR,
};

export const can = (role: string | null | undefined, permission: Permission): boolean =>
  !!role && (ROLE_PERMISSIONS[role as Role]?.includes(permission) ?? false);

export const isStaff = (role: string | null | undefined): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '');
