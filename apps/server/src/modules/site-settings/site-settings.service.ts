import {
  DEFAULT_SITE_SETTINGS,
  type PublicSiteSettings,
  type SiteSettings,
  type SiteSettingsAnswer,
} from '@dalbit/contract';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import type { StaffContext } from '../../infra/http/staff-guard.js';
import type { Clock } from '../../shared/clock.js';
import type { AuditTrail } from '../audit/audit.module.js';
import type { SiteSettingsRepository } from './site-settings.repository.js';

const CACHE_KEY = 'site-settings:';

/**
 * Stored settings over the defaults, section by section: a setting added in a later version
 * starts from its default instead of breaking what staff saved before.
 */
const withDefaults = (stored: Partial<SiteSettings> | undefined): SiteSettings => ({
  company: { ...DEFAULT_SITE_SETTINGS.company, ...stored?.company },
  links: { ...DEFAULT_SITE_SETTINGS.links, ...stored?.links },
  banner: { ...DEFAULT_SITE_SETTINGS.banner, ...stored?.banner },
  notifications: { ...DEFAULT_SITE_SETTINGS.notifications, ...stored?.notifications },
});

export const createSiteSettingsService = ({
  repository,
  cache,
  audit,
  now,
}: {
  repository: SiteSettingsRepository;
  cache: TtlCache;
  audit: AuditTrail;
  now: Clock;
}) => {
  const current = (): Promise<SiteSettingsAnswer> =>
    cache.get(CACHE_KEY, async () => {
      const row = await repository.get();
      return { ...withDefaults(row?.value), updatedAt: row?.updatedAt.toISOString() ?? null };
    });

  return {
    current,

    /** What every visitor's page is given: no staff addresses. */
    async publicSettings(): Promise<PublicSiteSettings> {
      const { company, links, banner } = await current();
      return { company, links, banner };
    },

    /** The staff address for new applications, or null when none is set. */
    async applicationsEmail(): Promise<string | null> {
      return (await current()).notifications.applicationsEmail || null;
    },

    async update(staff: StaffContext, value: SiteSettings): Promise<SiteSettingsAnswer> {
      const { updatedAt: _at, ...before } = await current();
      await repository.put(value, new Date(now()));
      cache.invalidate(CACHE_KEY);
      await audit.record(staff, {
        action: 'settings.update',
        entityType: 'settings',
        entityId: 'site',
        before: flatten(before),
        after: flatten(value),
      });
      return current();
    },
  };
};

/** `company.name_kr` style keys, so the audit line shows exactly which fields changed. */
const flatten = (value: SiteSettings): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(value).flatMap(([section, fields]) =>
      Object.entries(fields as Record<string, unknown>).flatMap(([name, v]) =>
        v && typeof v === 'object'
          ? Object.entries(v).map(([sub, s]) => [`${section}.${name}.${sub}`, s])
          : [[`${section}.${name}`, v]],
      ),
    ),
  );

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
