import type { SeedProduct, SeedProject } from './seed-types.js';

/** The reward every demo project offers besides its own: credits and digital stills. */
export const digital = (price: number): SeedProduct => ({
  name: ['디지털 감사 패키지', 'Digital thank-you pack'],
  description: [
    '엔딩 크레딧에 이름 수록, 고화질 디지털 스틸컷 모음',
    'Your name in the end credits and a set of high-resolution digital stills',
  ],
  price,
  deliveryMonths: 2,
  needsShipping: false,
});

/** The first demo projects, both in funding. */
export const seedProjectsPart1: SeedProject[] = [
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
];
