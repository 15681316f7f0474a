import { projectProducts, projects, projectUpdates } from '../../src/db/schema.js';
import type { Db } from '../../src/infra/database/database.js';
import type { ProjectRow } from '../../src/modules/crowdfunding/crowdfunding.table.js';

export const DAY = 86_400_000;

export interface ProjectSpec {
  title?: string;
  /** Relative to now: negative is in the past. */
  startsInDays: number;
  endsInDays: number;
  goal: number;
  /** Stock of the limited poster; default 10. */
  stock?: number;
  pledgedAmount?: number;
  backerCount?: number;
  voteCount?: number;
  summary?: [kr: string, en: string];
  creator?: [kr: string, en: string];
  image?: [domestic: string, oversea: string];
  outcome?: 'succeeded' | 'failed';
  /** The recorded workflow state; default: published, as its dates say. */
  state?: ProjectRow['state'];
}

/** A project and the ids (strings, as the API speaks them) of its three products. */
export interface Made {
  id: string;
  row: ProjectRow;
  /** 30,000, needs shipping, unlimited. */
  shipped: string;
  /** 10,000, stock `spec.stock` (10). */
  limited: string;
  /** 5,000, unlimited. */
  digital: string;
}

let count = 0;

/** A crowdfunding project with three products (shipped, limited, digital). */
export const aProject = async (db: Db, spec: ProjectSpec): Promise<Made> => {
  count += 1;
  const title = spec.title ?? `Project ${count}`;
  const now = Date.now();
  const endsAt = new Date(now + spec.endsInDays * DAY);
  const startsAt = new Date(now + spec.startsInDays * DAY);
  const state =
    spec.state ?? (spec.outcome ? 'settled' : spec.startsInDays > 0 ? 'upcoming' : 'funding');
  const [row] = await db
    .insert(projects)
    .values({
      titleKr: `${title} 한국어`,
      titleEng: title,
      summaryKr: spec.summary?.[0] ?? '',
      summaryEng: spec.summary?.[1] ?? '',
      creatorNameKr: spec.creator?.[0] ?? '',
      creatorNameEng: spec.creator?.[1] ?? '',
      imageDomestic: spec.image?.[0] ?? '',
      imageOversea: spec.image?.[1] ?? '',
      goalAmount: spec.goal,
      pledgedAmount: spec.pledgedAmount ?? 0,
      backerCount: spec.backerCount ?? 0,
      voteCount: spec.voteCount ?? 0,
      startsAt,
      endsAt,
      outcome: spec.outcome ?? null,
      settledAt: spec.outcome ? endsAt : null,
      state,
      publishAt: ['draft', 'in_review', 'approved'].includes(state)
        ? null
        : new Date(Math.min(now, startsAt.getTime()) - DAY),
    })
    .returning();
  if (!row) throw new Error('project insert returned nothing');
  const product = (nameEng: string, price: number, position: number) => ({
    projectId: row.id,
    nameKr: `${nameEng} 한국어`,
    nameEng,
    price,
    estimatedDelivery: '2027-03',
    position,
  });
  const products = await db
    .insert(projectProducts)
    .values([
      { ...product('Blu-ray', 30_000, 0), needsShipping: true },
      { ...product('Limited poster', 10_000, 1), stockLimit: spec.stock ?? 10 },
      product('Digital', 5_000, 2),
    ])
    .returning({ id: projectProducts.id });
  const [shipped, limited, digital] = products.map((p) => p.id.toString());
  return {
    id: row.id.toString(),
    row,
    shipped: shipped ?? '',
    limited: limited ?? '',
    digital: digital ?? '',
  };
};

export const anUpdate = async (db: Db, projectId: bigint, title: [kr: string, en: string]) => {
  await db.insert(projectUpdates).values({
    projectId,
    titleKr: title[0],
    titleEng: title[1],
    contentKr: '본문',
    contentEng: 'Body',
  });
};
