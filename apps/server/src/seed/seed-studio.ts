import { eq } from 'drizzle-orm';
import type { Db } from '../infra/database/database.js';
import {
  projectCreators,
  projectProducts,
  projects,
  projectStateChanges,
  users,
} from '../db/schema.js';
import { DAY_MS } from '../shared/clock.js';

/**
 * The demo creator (docs/product/crowdfunding.md#demo-creator): an account linked to a draft
 * project, so the creators' studio at `/studio` has something to show after `npm start`.
 */
export const DEMO_CREATOR = {
  email: 'creator@dalbit.local',
  password: 'Dalbit@Studio26',
  userName: 'Dalbit Creator',
} as const;

const DRAFT_KEY = 'studio-demo-draft';

const monthAfter = (date: Date, months: number) => {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * Idempotent: the draft is matched by its seed key and written only the first time (the
 * creator edits it afterwards); the link to the demo creator is added when missing. Runs after
 * the accounts' seed, which makes the creator's account.
 */
export const seedStudioDraft = async (db: Db, now: Date) => {
  const creator = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_CREATOR.email))
    .limit(1);
  const userId = creator[0]?.id;
  if (userId === undefined) return;
  const startsAt = new Date(now.getTime() + 30 * DAY_MS);
  const endsAt = new Date(startsAt.getTime() + 30 * DAY_MS);
  const inserted = await db
    .insert(projects)
    .values({
      seedKey: DRAFT_KEY,
      titleKr: '등대지기의 겨울',
      titleEng: "The Lighthouse Keeper's Winter",
      summaryKr: '외딴섬 등대에서 보내는 마지막 겨울을 담은 단편 영화',
      summaryEng: 'A short film about the last winter at a remote island lighthouse',
      storyKr:
        '## 이야기\n\n등대가 자동화되기 전 마지막 겨울, 늙은 등대지기는 섬을 떠날 준비를 합니다.\n\n' +
        '- 촬영지: 전라남도 신안의 작은 섬\n- 상영 시간: 약 25분',
      storyEng:
        '## The story\n\nIn the last winter before the lighthouse is automated, its old keeper ' +
        'gets ready to leave the island.\n\n- Filmed on a small island off Sinan, South Jeolla\n' +
        '- Running time: about 25 minutes',
      creatorNameKr: '달빛 크리에이터',
      creatorNameEng: 'Dalbit Creator',
      goalAmount: 3_000_000,
      startsAt,
      endsAt,
      state: 'draft',
      faq: [
        {
          question_kr: '언제 볼 수 있나요?',
          question_eng: 'When can I watch it?',
          answer_kr: '후원자께는 공개 한 달 전에 먼저 보여 드립니다.',
          answer_eng: 'Backers see it a month before it is released.',
        },
      ],
    })
    .onConflictDoNothing({ target: projects.seedKey })
    .returning({ id: projects.id });
  const project =
    inserted[0] ??
    (
      await db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.seedKey, DRAFT_KEY))
        .limit(1)
    )[0];
  if (!project) return;
  if (inserted[0]) {
    // Its history starts as an invitation's does: made a draft by the demo admin.
    await db.insert(projectStateChanges).values({
      projectId: project.id,
      fromState: null,
      toState: 'draft',
      actorEmail: 'admin@dalbit.local',
      createdAt: now,
    });
    await db.insert(projectProducts).values([
      {
        projectId: project.id,
        nameKr: '디지털 감사 엽서',
        nameEng: 'Digital thank-you postcard',
        descriptionKr: '크레딧에 이름을 올리고 감사 엽서를 보내 드립니다.',
        descriptionEng: 'Your name in the credits and a thank-you postcard by e-mail.',
        price: 10_000,
        stockLimit: null,
        estimatedDelivery: monthAfter(endsAt, 2),
        needsShipping: false,
        position: 0,
      },
      {
        projectId: project.id,
        nameKr: '사인 포스터',
        nameEng: 'Signed poster',
        descriptionKr: '감독이 서명한 A2 포스터를 보내 드립니다.',
        descriptionEng: 'An A2 poster signed by the director, posted to you.',
        price: 35_000,
        stockLimit: 200,
        estimatedDelivery: monthAfter(endsAt, 4),
        needsShipping: true,
        position: 1,
      },
    ]);
  }
  await db.insert(projectCreators).values({ projectId: project.id, userId }).onConflictDoNothing();
};
