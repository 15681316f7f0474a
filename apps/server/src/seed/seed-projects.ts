import { eq, sql } from 'drizzle-orm';
import type { Db } from '../infra/database/database.js';
import {
  films,
  projectFilmLinks,
  projectProducts,
  projects,
  projectUpdates,
} from '../db/schema.js';
import type { Storage } from '../infra/storage/storage.js';

import { DAY_MS } from '../shared/clock.js';
import { seedProjectsPart1 } from './seed-projects-1.js';
import { seedProjectsPart2 } from './seed-projects-2.js';
import type { SeedProject } from './seed-types.js';

export const seedProjects: SeedProject[] = [...seedProjectsPart1, ...seedProjectsPart2];

/**
 * Watch-to-fund in the demo: a series whose next season is funding, and one whose next season
 * is upcoming (docs/product/crowdfunding.md#watch-to-fund).
 */
const seedFilmLinks = [
  { project: 'seoul-in-the-rain-s2', film: 'seoul-in-the-rain', kind: 'next_season' },
  { project: 'nights-at-the-hanok-s2', film: 'nights-at-the-hanok', kind: 'next_season' },
] as const;

const monthAfter = (date: Date, months: number) => {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * Idempotent: projects and updates are matched by seed key; texts and images are refreshed,
 * while dates, counters and products are written only the first time (pledges move them later).
 */
export const seedCrowdfunding = async (db: Db, storage: Storage, now: Date) => {
  for (const p of seedProjects) {
    const film = await db
      .select({ id: films.id, backdrop: films.backdropDomestic })
      .from(films)
      .where(eq(films.slug, p.filmSlug))
      .limit(1);
    const image = film[0]?.backdrop ? storage.publicUrl(`films/${p.filmSlug}/backdrop.jpg`) : '';
    const startsAt = new Date(now.getTime() + p.startsInDays * DAY_MS);
    const endsAt = new Date(startsAt.getTime() + p.lastsDays * DAY_MS);
    const rows = await db
      .insert(projects)
      .values({
        seedKey: p.key,
        filmId: film[0]?.id ?? null,
        titleKr: p.title[0],
        titleEng: p.title[1],
        summaryKr: p.summary[0],
        summaryEng: p.summary[1],
        storyKr: p.story[0],
        storyEng: p.story[1],
        creatorNameKr: p.creator[0],
        creatorNameEng: p.creator[1],
        imageDomestic: image,
        imageOversea: image,
        goalAmount: p.goal,
        pledgedAmount: p.pledged,
        backerCount: p.backers,
        voteCount: p.votes,
        startsAt,
        endsAt,
        outcome: p.outcome ?? null,
        settledAt: p.outcome ? endsAt : null,
        // Demo projects were approved and published before today; their dates say the rest.
        state: p.outcome ? 'settled' : startsAt > now ? 'upcoming' : 'funding',
        publishAt: new Date(Math.min(now.getTime(), startsAt.getTime()) - DAY_MS),
      })
      .onConflictDoUpdate({
        target: projects.seedKey,
        set: {
          titleKr: sql`excluded.title_kr`,
          titleEng: sql`excluded.title_eng`,
          summaryKr: sql`excluded.summary_kr`,
          summaryEng: sql`excluded.summary_eng`,
          storyKr: sql`excluded.story_kr`,
          storyEng: sql`excluded.story_eng`,
          creatorNameKr: sql`excluded.creator_name_kr`,
          creatorNameEng: sql`excluded.creator_name_eng`,
          imageDomestic: sql`excluded.image_domestic`,
          imageOversea: sql`excluded.image_oversea`,
        },
      })
      .returning({ id: projects.id, endsAt: projects.endsAt });
    const project = rows[0];
    if (!project) continue;
    const existing = await db
      .select({ id: projectProducts.id })
      .from(projectProducts)
      .where(eq(projectProducts.projectId, project.id))
      .limit(1);
    if (existing.length === 0) {
      await db.insert(projectProducts).values(
        p.products.map((product, position) => ({
          projectId: project.id,
          nameKr: product.name[0],
          nameEng: product.name[1],
          descriptionKr: product.description[0],
          descriptionEng: product.description[1],
          price: product.price,
          stockLimit: product.stockLimit ?? null,
          estimatedDelivery: monthAfter(project.endsAt, product.deliveryMonths),
          needsShipping: product.needsShipping,
          position,
        })),
      );
    }
    await db
      .insert(projectUpdates)
      .values(
        p.updates.map((u) => ({
          seedKey: u.key,
          projectId: project.id,
          titleKr: u.title[0],
          titleEng: u.title[1],
          contentKr: u.content[0],
          contentEng: u.content[1],
          createdAt: new Date(now.getTime() - u.daysAgo * DAY_MS),
        })),
      )
      .onConflictDoUpdate({
        target: projectUpdates.seedKey,
        set: {
          titleKr: sql`excluded.title_kr`,
          titleEng: sql`excluded.title_eng`,
          contentKr: sql`excluded.content_kr`,
          contentEng: sql`excluded.content_eng`,
        },
      });
  }
  for (const link of seedFilmLinks) {
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.seedKey, link.project))
      .limit(1);
    const [film] = await db
      .select({ id: films.id })
      .from(films)
      .where(eq(films.slug, link.film))
      .limit(1);
    if (!project || !film) continue;
    await db
      .insert(projectFilmLinks)
      .values({ projectId: project.id, filmId: film.id, kind: link.kind })
      .onConflictDoNothing();
  }
};
