import { eq } from 'drizzle-orm';
import type { SiteSettings } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { siteSettings } from './site-settings.table.js';

const KEY = 'site';

export const createSiteSettingsRepository = (db: Db) => ({
  async get(): Promise<{ value: SiteSettings; updatedAt: Date } | undefined> {
    const rows = await db.select().from(siteSettings).where(eq(siteSettings.key, KEY)).limit(1);
    return rows[0];
  },

  async put(value: SiteSettings, now: Date): Promise<void> {
    await db
      .insert(siteSettings)
      .values({ key: KEY, value, updatedAt: now })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now } });
  },
});

export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;
