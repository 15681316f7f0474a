import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Database, Db } from '../infra/database/database.js';
import { events, hotSearchKeywords } from '../db/schema.js';
import type { Storage } from '../infra/storage/storage.js';
import { assetsDir } from '../paths.js';
import { DAY_MS } from '../shared/clock.js';
import { seedEventsPart1 } from './seed-events-1.js';
import { seedEventsPart2 } from './seed-events-2.js';
import { seedAccounts } from './seed-accounts.js';
import { seedFilmCatalogue } from './seed-films.js';
import { seedCrowdfunding } from './seed-projects.js';
import { seedDemoPledges } from './seed-pledges.js';
import { seedStudioDraft } from './seed-studio.js';
import { seedKeywords } from './seed-keywords.js';
import type { SeedEvent } from './seed-types.js';

export const seedEvents: SeedEvent[] = [...seedEventsPart1, ...seedEventsPart2];
export { seedKeywords };

/** Copies a committed image into storage once and returns its public URL. */
const storeImage = async (storage: Storage, file: string): Promise<string> => {
  const key = `seed/events/${file}`;
  if (!(await storage.exists(key))) {
    await storage.put(key, await readFile(resolve(assetsDir, 'seed', file)), 'image/jpeg');
  }
  return storage.publicUrl(key);
};

/**
 * Idempotent demo content. Rows are matched by `seed_key`: a second run adds what is missing
 * and leaves notices and keywords as staff edited them in the back office, so ordering and ids
 * stay stable across restarts.
 */
export const seedDemo = async (
  database: Database,
  storage: Storage,
  now = new Date(),
  warn: (message: string) => void = (message) => process.emitWarning(message),
) => {
  const { db } = database;
  await seedNotices(db, storage, now);
  await seedHotSearch(db);
  await seedFilmCatalogue(db, storage, warn);
  await seedCrowdfunding(db, storage, now);
  await seedAccounts(database, now);
  await seedStudioDraft(db, now);
  await seedDemoPledges(db, now);
  // New rows wait in the GIN pending list until a vacuum; PGlite never autovacuums.
  await database.vacuum();
};

/** The notices and events, with their images copied into storage. */
export const seedNotices = async (db: Db, storage: Storage, now: Date) => {
  // Each has two covers (tooling/make-covers.ts): its headline in Korean (Domestic) and in
  // English (Oversea), so neither site shows the other language's words.
  const covers = new Map<string, { domestic: string; oversea: string }>();
  for (const e of seedEvents) {
    covers.set(e.key, {
      domestic: await storeImage(storage, `covers/${e.key}.ko.jpg`),
      oversea: await storeImage(storage, `covers/${e.key}.en.jpg`),
    });
  }

  const rows = seedEvents.map((e, index) => {
    // Distinct minutes as well as days, so no two rows ever share a timestamp.
    const createdAt = new Date(now.getTime() - e.daysAgo * DAY_MS - index * 60_000);
    const startsAt = e.window
      ? new Date(createdAt.getTime() + e.window.startsInDays * DAY_MS)
      : null;
    const endsAt =
      e.window && startsAt ? new Date(startsAt.getTime() + e.window.lastsDays * DAY_MS) : null;
    const cover = covers.get(e.key);
    return {
      seedKey: e.key,
      type: e.type,
      titleKr: e.title[0],
      titleEng: e.title[1],
      summaryKr: e.summary[0],
      summaryEng: e.summary[1],
      contentKr: e.content[0].join('\n\n'),
      contentEng: e.content[1].join('\n\n'),
      imageDomestic: cover?.domestic ?? '',
      imageOversea: cover?.oversea ?? '',
      startsAt,
      endsAt,
      createdAt,
      publishedAt: createdAt,
      updatedAt: now,
    };
  });

  // Once in the database, a demo notice belongs to the staff: their edits survive a restart.
  await db.insert(events).values(rows).onConflictDoNothing({ target: events.seedKey });
};

/** The popular search keywords, one of them deleted. */
export const seedHotSearch = async (db: Db) => {
  await db
    .insert(hotSearchKeywords)
    .values(
      seedKeywords.map((k, position) => ({
        seedKey: k.key,
        nameKr: k.kr,
        nameEng: k.en,
        position,
        deleted: k.deleted ?? false,
      })),
    )
    .onConflictDoNothing({ target: hotSearchKeywords.seedKey });
};
