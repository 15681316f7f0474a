/* eslint-disable max-lines -- demo copy only (bilingual notices and events), no logic. */
import type { SeedEvent } from './seed-types.js';

const p = (kr: string[], en: string[]): [string[], string[]] => [kr, en];

export const seedEventsPart2: SeedEvent[] = [
  {
    key: 'winter-lights-festival',
    type: 'event',
    image: 'winter-lights.jpg',
    daysAgo: 47,
    window: { startsInDays: 3, lastsDays: 10 },
    title: ['겨울 빛 축제: 연말 특별 상영관', 'Winter Lights: our year-end screening room'],
    summary: [
      '연말 열흘 동안 따뜻한 겨울 영화 열 편을 무료로 모아 보여 드립니다.',
      'Ten warm winter films, free for ten days at the end of the year.',
    ],
    content: p(
      [
        '한 해를 마무리하며 달빛이 고른 겨울 영화 열 편을 특별 상영관에 모았습니다. 첫눈, 귀향, 오래된 친구를 주제로 한 작품들입니다.',
        '매일 밤 10시에는 한 편씩 함께 보는 단체 관람이 열리고, 채팅으로 감상을 나눌 수 있습니다.',
      ],
      [
        'To close the year we gathered ten winter films in a special screening room: stories of first snow, going home and old friends.',
        'Every night at 10 pm KST we watch one together, with a live chat to share your thoughts.',
      ],
    ),
  },
  {
    key: 'contest-2024-winners',
    type: 'notice',
    image: 'scenario-contest.jpg',
    daysAgo: 52,
    title: ['제2회 시나리오 공모전 수상작 발표', 'Winners of the 2nd Scenario Contest'],
    summary: [
      '1,024편의 응모작 가운데 네 편의 수상작을 발표합니다.',
      'Four winners chosen from 1,024 submissions.',
    ],
    content: p(
      [
        '제2회 달빛 시나리오 공모전에 보내 주신 1,024편의 이야기에 깊이 감사드립니다. 심사위원단은 세 차례의 심사를 거쳐 네 편을 선정했습니다.',
        '대상은 섬마을 우체국을 배경으로 한 〈마지막 편지〉입니다. 수상작은 내년 상반기 제작에 들어갑니다.',
      ],
      [
        'Thank you for the 1,024 stories you sent to our second scenario contest. After three rounds, the jury chose four winners.',
        'The grand prize goes to The Last Letter, set in an island post office. The winning scripts go into production next spring.',
      ],
    ),
  },
  {
    key: 'crowdfunding-guide',
    type: 'notice',
    image: 'open-studio.jpg',
    daysAgo: 57,
    title: ['크라우드펀딩 후원 가이드', 'A guide to backing projects'],
    summary: [
      '목표 금액을 달성한 프로젝트만 결제되는 달빛 펀딩의 방식을 소개합니다.',
      'How all-or-nothing funding works on Dalbit: you are charged only if the goal is met.',
    ],
    content: p(
      [
        '달빛 크라우드펀딩은 목표 금액을 달성했을 때만 결제가 진행되는 방식입니다. 목표에 도달하지 못하면 후원금은 청구되지 않습니다.',
        '후원할 때는 하나 이상의 리워드를 선택해야 하며, 마감 전까지는 언제든 변경하거나 취소할 수 있습니다.',
      ],
      [
        'Dalbit crowdfunding is all-or-nothing: pledges are charged only when a project reaches its goal, and never otherwise.',
        'Each pledge selects at least one reward, and you can change or cancel it any time before the deadline.',
      ],
    ),
  },
  {
    key: 'premiere-moonlit-ferry',
    type: 'event',
    image: 'moonlit-premiere.jpg',
    daysAgo: 61,
    window: { startsInDays: 4, lastsDays: 1 },
    title: ['단편영화 〈달빛 나룻배〉 공개 상영회', 'Screening night: The Moonlit Ferry'],
    summary: [
      '한강의 마지막 나룻배 사공을 담은 다큐멘터리 단편을 함께 봅니다.',
      'A short documentary about the last ferryman on the Han River.',
    ],
    content: p(
      [
        '서울에 마지막으로 남은 나룻배 사공의 하루를 기록한 단편 다큐멘터리 〈달빛 나룻배〉를 상영합니다.',
        '상영 후에는 주인공인 박 사공님과 제작진이 함께 무대에 올라 관객과 이야기를 나눕니다.',
      ],
      [
        'We are screening The Moonlit Ferry, a short documentary following a day in the life of Seoul’s last ferryman.',
        'Afterwards Mr. Park himself joins the crew on stage to talk with the audience.',
      ],
    ),
  },
  {
    key: 'notice-payment-methods',
    type: 'notice',
    image: 'service-notice.jpg',
    daysAgo: 66,
    title: ['해외 결제 수단 추가 안내', 'More payment options for backers abroad'],
    summary: [
      '해외 카드와 간편결제로도 크라우드펀딩에 참여할 수 있습니다.',
      'Back projects with international cards and wallets.',
    ],
    content: p(
      [
        '해외에 계신 후원자분들을 위해 해외 발행 카드와 주요 간편결제 수단을 추가했습니다.',
        '결제 금액은 원화로 청구되며, 카드사 환율에 따라 실제 청구액이 조금 달라질 수 있습니다.',
      ],
      [
        'For backers outside Korea, we now accept internationally issued cards and major digital wallets.',
        'Amounts are charged in KRW, so the final figure may vary slightly with your card’s exchange rate.',
      ],
    ),
  },
  {
    key: 'hanok-behind',
    type: 'event',
    image: 'hanok-nights.jpg',
    daysAgo: 71,
    title: ['〈한옥의 밤〉 비하인드 사진전', 'Nights at the Hanok: behind-the-scenes photo show'],
    summary: [
      '촬영지였던 북촌 한옥에서 스틸 사진 40점을 전시합니다.',
      'Forty stills on show in the Bukchon hanok where we filmed.',
    ],
    content: p(
      [
        '〈한옥의 밤〉 촬영이 이루어진 북촌의 한옥에서 현장 스틸 사진 40점을 전시합니다. 조명이 꺼진 뒤의 세트와 배우들의 쉬는 시간을 담았습니다.',
        '전시는 주말에만 열리며, 한옥 보존을 위해 한 번에 20명까지만 입장할 수 있습니다.',
      ],
      [
        'Forty stills from the set of Nights at the Hanok are on show in the very Bukchon house where we filmed, including the set after the lights went out and the cast between takes.',
        'The show opens on weekends only, and to protect the house we admit twenty visitors at a time.',
      ],
    ),
  },
  {
    key: 'rain-ost-release',
    type: 'event',
    image: 'rainy-seoul.jpg',
    daysAgo: 77,
    title: ['〈비 오는 서울〉 OST 음원 공개', 'Seoul in the Rain: the soundtrack is out'],
    summary: [
      '빗소리를 직접 녹음해 만든 OST 여덟 곡을 공개합니다.',
      'Eight tracks built from rain we recorded ourselves.',
    ],
    content: p(
      [
        '〈비 오는 서울〉의 음악감독이 장마 기간 동안 서울 곳곳에서 녹음한 빗소리로 OST 여덟 곡을 완성했습니다.',
        '음원은 주요 음원 사이트에서 들을 수 있으며, 수익의 일부는 독립 음악가 지원에 쓰입니다.',
      ],
      [
        'The composer of Seoul in the Rain recorded rain all over the city during the monsoon and turned it into an eight-track soundtrack.',
        'Stream it on the major music services; part of the proceeds supports independent musicians.',
      ],
    ),
  },
  {
    key: 'notice-community-guidelines',
    type: 'notice',
    image: 'creator-meetup.jpg',
    daysAgo: 83,
    title: ['커뮤니티 가이드라인 안내', 'Our community guidelines'],
    summary: [
      '창작자와 시청자가 함께 만드는 공간을 위한 약속입니다.',
      'A few promises that keep this a good place for creators and viewers.',
    ],
    content: p(
      [
        '댓글과 리뷰는 작품과 창작자에 대한 존중을 바탕으로 작성해 주세요. 스포일러는 경고 표시와 함께 남겨 주시면 좋습니다.',
        '혐오 표현, 개인정보 노출, 불법 촬영물 공유는 예고 없이 삭제되며 계정 이용이 제한될 수 있습니다.',
      ],
      [
        'Please write comments and reviews with respect for the work and the people who made it, and flag spoilers before you share them.',
        'Hate speech, personal information and illegally filmed material are removed without notice and may lead to account restrictions.',
      ],
    ),
  },
  {
    key: 'global-supporters',
    type: 'event',
    image: 'winter-lights.jpg',
    daysAgo: 88,
    window: { startsInDays: 0, lastsDays: 30 },
    title: ['글로벌 서포터즈 1기 모집', 'Join our first Global Supporters team'],
    summary: [
      '한국 독립 영화를 세계에 알릴 글로벌 서포터즈를 모집합니다.',
      'Help bring Korean indie film to the world.',
    ],
    content: p(
      [
        '자막 검수, 해외 커뮤니티 소개, 리뷰 작성으로 한국 독립 영화를 알릴 글로벌 서포터즈 1기를 모집합니다.',
        '활동 기간은 6개월이며, 수료자에게는 달빛 오리지널 작품의 엔딩 크레딧에 이름을 올려 드립니다.',
      ],
      [
        'We are recruiting our first Global Supporters to review subtitles, introduce our films to communities abroad and write reviews.',
        'The programme runs for six months, and graduates are credited in the end titles of a Dalbit original.',
      ],
    ),
  },
  {
    key: 'ridge-festival-award',
    type: 'notice',
    image: 'mountain-dawn.jpg',
    daysAgo: 94,
    title: [
      '〈새벽 능선〉 국제 산악영화제 수상',
      'Ridge at Dawn wins at an international mountain film festival',
    ],
    summary: [
      '달빛 단편 〈새벽 능선〉이 단편 부문 심사위원상을 받았습니다.',
      'Our short Ridge at Dawn took the jury prize for short film.',
    ],
    content: p(
      [
        '달빛에서 공개된 단편영화 〈새벽 능선〉이 국제 산악영화제 단편 부문 심사위원상을 수상했습니다.',
        '함께 응원해 주신 시청자 여러분께 감사드리며, 수상 기념으로 감독판을 일주일간 공개합니다.',
      ],
      [
        'Ridge at Dawn, released on Dalbit, received the jury prize for short film at an international mountain film festival.',
        'Thank you for cheering it on. To celebrate, the director’s cut is available for one week.',
      ],
    ),
  },
  {
    key: 'neon-dance-challenge',
    type: 'event',
    image: 'neon-alley.jpg',
    daysAgo: 99,
    window: { startsInDays: 0, lastsDays: 21 },
    title: ['〈네온 골목〉 댄스 챌린지', 'Neon Alley dance challenge'],
    summary: [
      '후렴 안무를 따라 추고 영상을 올려 주세요. 우수작은 공식 채널에 소개됩니다.',
      'Dance the chorus, post your video, and the best ones go on our official channel.',
    ],
    content: p(
      [
        '뮤직비디오 〈네온 골목〉의 후렴 안무를 따라 춘 영상을 해시태그와 함께 올려 주세요.',
        '안무가가 직접 고른 열 편은 공식 채널에 소개되고, 밴드의 단독 공연 초대권을 드립니다.',
      ],
      [
        'Post a video of yourself dancing the Neon Alley chorus with our hashtag.',
        'The choreographer will pick ten to feature on our official channel, each winning tickets to the band’s headline show.',
      ],
    ),
  },
  {
    key: 'welcome-dalbit',
    type: 'notice',
    image: 'moonlit-premiere.jpg',
    daysAgo: 106,
    title: ['달빛에 오신 것을 환영합니다', 'Welcome to Dalbit'],
    summary: [
      '한국 독립 영상을 무료로 보고, 다음 작품을 함께 만드는 곳.',
      'Watch Korean indie stories for free, and help make the next one.',
    ],
    content: p(
      [
        '달빛은 웹시리즈, 단편영화, 뮤직비디오를 무료로 스트리밍하고, 창작자의 다음 작품을 크라우드펀딩으로 함께 만드는 서비스입니다.',
        '마음에 드는 작품을 찾으면 댓글로 응원을 남기고, 다음 프로젝트에 투표하고, 후원자로 크레딧에 이름을 올려 보세요.',
        '달빛 아래에서 좋은 이야기를 함께 만나요.',
      ],
      [
        'Dalbit streams web series, short films and music videos for free, and lets you back creators’ next projects through crowdfunding.',
        'Found something you love? Cheer the creators on in the comments, vote for upcoming projects and get your name in the credits as a backer.',
        'See you under the moonlight.',
      ],
    ),
  },
  {
    key: 'awards-ceremony-recap',
    type: 'event',
    image: 'awards-night.jpg',
    daysAgo: 113,
    title: ['달빛 어워즈 시상식 다시 보기', 'Dalbit Awards: watch the ceremony again'],
    summary: [
      '수상 소감부터 축하 공연까지, 시상식 전체 영상을 공개합니다.',
      'From speeches to performances, the full ceremony is now online.',
    ],
    content: p(
      [
        '지난 달빛 어워즈 시상식 전체 영상을 다시 보기로 공개합니다. 수상자들의 소감과 밴드 소등의 축하 공연을 모두 담았습니다.',
        '영어 자막이 함께 제공되며, 장면별 바로 가기로 원하는 순간을 찾을 수 있습니다.',
      ],
      [
        'The full Dalbit Awards ceremony is now available to watch again, including every acceptance speech and the band Sodeung’s performance.',
        'English subtitles are included, and chapter markers take you straight to the moments you want.',
      ],
    ),
  },
  {
    key: 'festival-call-for-shorts',
    type: 'event',
    image: 'festival-screening.jpg',
    daysAgo: 120,
    window: { startsInDays: 0, lastsDays: 60 },
    title: ['달빛 단편 상영회 출품작 모집', 'Call for entries: Dalbit Shorts Night'],
    summary: [
      '15분 이내의 단편영화를 모집합니다. 선정작은 야외 상영회에서 상영됩니다.',
      'Send us shorts under 15 minutes; selected films play at our outdoor screening.',
    ],
    content: p(
      [
        '달빛 단편 상영회에서 상영할 15분 이내의 단편영화를 모집합니다. 극영화, 다큐멘터리, 애니메이션 모두 환영합니다.',
        '선정작에는 상영료와 함께 달빛 스트리밍 공개 기회가 주어집니다.',
      ],
      [
        'We are looking for short films under 15 minutes for Dalbit Shorts Night: fiction, documentary and animation are all welcome.',
        'Selected films receive a screening fee and the chance to stream on Dalbit.',
      ],
    ),
  },
];
