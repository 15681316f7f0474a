import type { SeedProject } from './seed-types.js';
import { digital } from './seed-projects-1.js';

/** The other demo projects: one more in funding, two upcoming with votes, one that succeeded. */
export const seedProjectsPart2: SeedProject[] = [
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
