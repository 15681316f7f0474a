import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { films, projectProducts, projects, projectUpdates } from '../schema.js';
import type { Storage } from '../../infra/storage/storage.js';

type Pair = [kr: string, en: string];

interface SeedProduct {
  name: Pair;
  description: Pair;
  price: number;
  stockLimit?: number;
  /** Months after the campaign's end. */
  deliveryMonths: number;
  needsShipping: boolean;
}

interface SeedProject {
  key: string;
  filmSlug: string;
  title: Pair;
  summary: Pair;
  story: Pair;
  creator: Pair;
  goal: number;
  /** Progress already made when first seeded. */
  pledged: number;
  backers: number;
  votes: number;
  startsInDays: number;
  lastsDays: number;
  outcome?: 'succeeded';
  products: SeedProduct[];
  updates: { key: string; daysAgo: number; title: Pair; content: Pair }[];
}

const DAY_MS = 86_400_000;

const digital = (price: number): SeedProduct => ({
  name: ['디지털 감사 패키지', 'Digital thank-you pack'],
  description: [
    '엔딩 크레딧에 이름 수록, 고화질 디지털 스틸컷 모음',
    'Your name in the end credits and a set of high-resolution digital stills',
  ],
  price,
  deliveryMonths: 2,
  needsShipping: false,
});

export const seedProjects: SeedProject[] = [
  {
    key: 'seoul-in-the-rain-s2',
    filmSlug: 'seoul-in-the-rain',
    title: ['비 오는 서울 시즌 2', 'Seoul in the Rain: Season 2'],
    summary: [
      '우산을 잃어버린 두 사람의 다음 계절',
      'The next season for two people who lost an umbrella',
    ],
    story: [
      '시즌 1을 사랑해 주신 덕분에 여섯 편의 새 에피소드를 준비하고 있습니다. 장마가 끝난 서울의 여름을 배경으로 두 주인공의 이야기가 이어집니다.',
      'Thanks to everyone who loved season 1, we are preparing six new episodes. The story continues through a Seoul summer after the monsoon.',
    ],
    creator: ['최민서', 'Choi Min-seo'],
    goal: 30_000_000,
    pledged: 38_450_000,
    backers: 612,
    votes: 0,
    startsInDays: -20,
    lastsDays: 34,
    products: [
      digital(10_000),
      {
        name: ['투명 우산 에디션', 'Clear umbrella edition'],
        description: [
          '극 중 투명 우산과 엽서 세트',
          'The clear umbrella from the series and a postcard set',
        ],
        price: 45_000,
        stockLimit: 300,
        deliveryMonths: 4,
        needsShipping: true,
      },
      {
        name: ['블루레이 박스', 'Blu-ray box'],
        description: [
          '시즌 1·2 블루레이, 감독 코멘터리',
          'Seasons 1 and 2 on Blu-ray with director commentary',
        ],
        price: 89_000,
        deliveryMonths: 8,
        needsShipping: true,
      },
    ],
    updates: [
      {
        key: 'seoul-s2-u1',
        daysAgo: 12,
        title: ['목표 달성, 감사합니다!', 'Goal reached, thank you!'],
        content: [
          '열흘 만에 목표를 넘었습니다. 추가 목표로 비하인드 영상을 준비합니다.',
          'We passed the goal in ten days. As a stretch goal we are preparing behind-the-scenes films.',
        ],
      },
      {
        key: 'seoul-s2-u2',
        daysAgo: 3,
        title: ['로케이션 헌팅', 'Location scouting'],
        content: [
          '을지로와 망원동에서 촬영지를 찾았습니다.',
          'We found our locations in Euljiro and Mangwon-dong.',
        ],
      },
    ],
  },
  {
    key: 'ridge-at-dawn-feature',
    filmSlug: 'ridge-at-dawn',
    title: ['새벽 능선: 장편', 'Ridge at Dawn: The Feature'],
    summary: ['단편을 90분 장편으로', 'From a short film to a 90-minute feature'],
    story: [
      '지리산 종주를 담은 단편을 사계절 장편 다큐멘터리로 확장합니다.',
      'We are turning the short about a Jirisan ridge walk into a feature documentary across four seasons.',
    ],
    creator: ['정은채', 'Jung Eun-chae'],
    goal: 50_000_000,
    pledged: 21_300_000,
    backers: 288,
    votes: 0,
    startsInDays: -10,
    lastsDays: 40,
    products: [
      digital(15_000),
      {
        name: ['새벽 사진집', 'Dawn photo book'],
        description: ['촬영 중 찍은 사진 120장 수록', '120 photographs taken during the shoot'],
        price: 55_000,
        stockLimit: 150,
        deliveryMonths: 6,
        needsShipping: true,
      },
    ],
    updates: [
      {
        key: 'ridge-u1',
        daysAgo: 5,
        title: ['첫 겨울 촬영', 'The first winter shoot'],
        content: [
          '영하 15도의 천왕봉에서 첫 장면을 찍었습니다.',
          'We shot the first scene on Cheonwangbong at minus 15 degrees.',
        ],
      },
    ],
  },
  {
    key: 'moonlight-delivery-special',
    filmSlug: 'moonlight-delivery',
    title: ['달빛 배달: 특별편', 'Moonlight Delivery: The Special'],
    summary: ['자정의 배달부가 돌아옵니다', 'The midnight courier returns'],
    story: [
      '한 시간 분량의 특별편으로 사라진 골목의 비밀을 풉니다.',
      'An hour-long special that solves the secret of the vanished alley.',
    ],
    creator: ['박지훈', 'Park Ji-hoon'],
    goal: 20_000_000,
    pledged: 3_100_000,
    backers: 74,
    votes: 0,
    startsInDays: -3,
    lastsDays: 30,
    products: [
      digital(8_000),
      {
        name: ['배달 가방 키링', 'Delivery bag key ring'],
        description: [
          '극 중 배달 가방 미니어처',
          'A miniature of the delivery bag from the series',
        ],
        price: 18_000,
        stockLimit: 500,
        deliveryMonths: 3,
        needsShipping: true,
      },
      {
        name: ['시사회 초대권', 'Premiere invitation'],
        description: ['서울 시사회 2인 초대', 'Two seats at the Seoul premiere'],
        price: 70_000,
        stockLimit: 40,
        deliveryMonths: 7,
        needsShipping: false,
      },
    ],
    updates: [
      {
        key: 'moonlight-u1',
        daysAgo: 2,
        title: ['대본 리딩', 'Table read'],
        content: [
          '배우들과 첫 대본 리딩을 마쳤습니다.',
          'We finished the first table read with the cast.',
        ],
      },
    ],
  },
  {
    key: 'nights-at-the-hanok-s2',
    filmSlug: 'nights-at-the-hanok',
    title: ['한옥의 밤 시즌 2', 'Nights at the Hanok: Season 2'],
    summary: ['할머니의 편지, 그 뒤의 이야기', "What came after grandmother's letter"],
    story: [
      '시즌 2 제작 여부를 여러분의 투표로 정합니다. 투표가 많으면 펀딩을 엽니다.',
      'Your votes decide season 2: with enough of them we open the funding.',
    ],
    creator: ['김하늘', 'Kim Ha-neul'],
    goal: 40_000_000,
    pledged: 0,
    backers: 0,
    votes: 326,
    startsInDays: 14,
    lastsDays: 30,
    products: [
      digital(10_000),
      {
        name: ['한지 조명', 'Hanji lamp'],
        description: ['한옥 세트에서 쓴 한지 조명', 'A hanji paper lamp used on the hanok set'],
        price: 65_000,
        stockLimit: 100,
        deliveryMonths: 6,
        needsShipping: true,
      },
    ],
    updates: [
      {
        key: 'hanok-u1',
        daysAgo: 1,
        title: ['투표를 시작합니다', 'Voting is open'],
        content: ['시즌 2를 보고 싶다면 투표해 주세요.', 'Vote if you want to see season 2.'],
      },
    ],
  },
  {
    key: 'paper-cranes-sequel',
    filmSlug: 'paper-cranes',
    title: ['종이학 두 번째 이야기', 'Paper Cranes: The Second Story'],
    summary: ['천 마리 종이학의 약속', 'The promise of a thousand cranes'],
    story: [
      '종이학을 접던 아이들이 어른이 되어 다시 만납니다.',
      'The children who folded paper cranes meet again as adults.',
    ],
    creator: ['이하나', 'Lee Ha-na'],
    goal: 15_000_000,
    pledged: 0,
    backers: 0,
    votes: 148,
    startsInDays: 21,
    lastsDays: 28,
    products: [
      digital(7_000),
      {
        name: ['종이학 모빌', 'Paper crane mobile'],
        description: ['감독이 직접 접은 종이학 모빌', 'A mobile of cranes folded by the director'],
        price: 35_000,
        stockLimit: 80,
        deliveryMonths: 5,
        needsShipping: true,
      },
    ],
    updates: [
      {
        key: 'cranes-u1',
        daysAgo: 4,
        title: ['시나리오 초고 완성', 'First draft finished'],
        content: ['시나리오 초고를 마쳤습니다.', 'The first draft of the screenplay is done.'],
      },
    ],
  },
  {
    key: 'the-last-ferry-epilogue',
    filmSlug: 'the-last-ferry',
    title: ['마지막 배: 에필로그', 'The Last Ferry: Epilogue'],
    summary: ['섬에 남은 사람들의 이야기', 'The people who stayed on the island'],
    story: [
      '여러분 덕분에 에필로그 제작을 마쳤습니다. 리워드는 순서대로 발송됩니다.',
      'Thanks to you the epilogue is made. Rewards are shipping in order.',
    ],
    creator: ['오세윤', 'Oh Se-yun'],
    goal: 10_000_000,
    pledged: 14_820_000,
    backers: 341,
    votes: 0,
    startsInDays: -75,
    lastsDays: 45,
    outcome: 'succeeded',
    products: [
      digital(10_000),
      {
        name: ['선착장 포스터', 'Pier poster'],
        description: ['A2 한정판 포스터', 'A limited A2 poster'],
        price: 25_000,
        stockLimit: 200,
        deliveryMonths: 2,
        needsShipping: true,
      },
    ],
    updates: [
      {
        key: 'ferry-u1',
        daysAgo: 28,
        title: ['펀딩 성공!', 'Funded!'],
        content: ['목표의 148%를 달성했습니다.', 'We reached 148% of the goal.'],
      },
      {
        key: 'ferry-u2',
        daysAgo: 6,
        title: ['리워드 발송 시작', 'Rewards are shipping'],
        content: ['포스터 발송을 시작했습니다.', 'Posters are on their way.'],
      },
    ],
  },
];

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
};
