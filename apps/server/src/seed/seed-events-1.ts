import type { SeedEvent } from './seed-types.js';

export const seedEventsPart1: SeedEvent[] = [
  {
    key: 'premiere-hanok-nights',
    type: 'event',
    image: 'hanok-nights.jpg',
    daysAgo: 1,
    window: { startsInDays: 5, lastsDays: 1 },
    title: ['웹시리즈 〈한옥의 밤〉 온라인 프리미어', 'Online premiere: Nights at the Hanok'],
    summary: [
      '북촌 한옥에서 벌어지는 여섯 밤의 이야기, 첫 두 화를 가장 먼저 만나 보세요.',
      'Six nights in a Bukchon hanok. Watch the first two episodes before anyone else.',
    ],
    content: [
      [
        '달빛 오리지널 웹시리즈 〈한옥의 밤〉이 드디어 공개됩니다. 오래된 한옥을 물려받은 세 자매가 여섯 번의 밤 동안 집에 얽힌 비밀을 하나씩 풀어 가는 이야기입니다.',
        '프리미어 당일 밤 9시, 1화와 2화가 동시에 공개되며 상영이 끝난 뒤에는 감독과 배우가 함께하는 라이브 코멘터리가 이어집니다.',
        '프리미어가 끝난 뒤에도 모든 에피소드는 달빛에서 무료로 볼 수 있습니다.',
      ],
      [
        'Our original web series Nights at the Hanok is finally here. Three sisters inherit an old hanok and, over six nights, uncover the secrets the house has kept.',
        'On premiere night at 9 pm KST, episodes one and two go live together, followed by a live commentary with the director and cast.',
        'After the premiere every episode stays free to watch on Dalbit.',
      ],
    ],
  },
  {
    key: 'notice-subtitles-100',
    type: 'notice',
    image: 'service-notice.jpg',
    daysAgo: 3,
    title: ['전 작품 영어 자막 100% 지원 안내', 'English subtitles now on 100% of our titles'],
    summary: [
      '이제 달빛의 모든 작품을 영어 자막과 함께 볼 수 있습니다.',
      'Every film and series on Dalbit can now be watched with English subtitles.',
    ],
    content: [
      [
        '해외 시청자 여러분의 요청에 힘입어 달빛에서 공개된 모든 작품에 영어 자막을 제공합니다. 자막은 번역가와 창작자가 함께 검수했습니다.',
        '플레이어 하단의 자막 메뉴에서 한국어, 영어, 또는 두 언어 동시 표시를 선택할 수 있습니다.',
      ],
      [
        'Thanks to requests from viewers abroad, every title on Dalbit now comes with English subtitles, reviewed together by our translators and the creators.',
        'Pick Korean, English or both at once from the subtitle menu at the bottom of the player.',
      ],
    ],
  },
  {
    key: 'contest-2025-open',
    type: 'event',
    image: 'scenario-contest.jpg',
    daysAgo: 6,
    window: { startsInDays: 0, lastsDays: 45 },
    title: ['제3회 달빛 시나리오 공모전 접수 시작', 'The 3rd Dalbit Scenario Contest is open'],
    summary: [
      '단편영화와 웹시리즈 시나리오를 기다립니다. 대상 작품은 달빛이 직접 제작합니다.',
      'Short film and web series scripts wanted. The grand prize winner gets produced by Dalbit.',
    ],
    content: [
      [
        '올해로 세 번째를 맞는 달빛 시나리오 공모전이 접수를 시작합니다. 장르와 경력에 제한은 없으며, 한 사람당 두 편까지 응모할 수 있습니다.',
        '대상 1편은 제작비 지원과 함께 달빛 오리지널로 제작되며, 우수상 3편에는 멘토링과 크라우드펀딩 기획을 지원합니다.',
        '접수는 45일간 진행되며, 자세한 요강은 공모전 안내 페이지에서 확인해 주세요.',
      ],
      [
        'Our scenario contest is back for its third year. There are no limits on genre or experience, and each writer may submit up to two scripts.',
        'The grand prize winner will be produced as a Dalbit original with production funding; three runners-up receive mentoring and help planning a crowdfunding campaign.',
        'Submissions stay open for 45 days. See the contest page for the full guidelines.',
      ],
    ],
  },
  {
    key: 'meetup-seongsu',
    type: 'event',
    image: 'creator-meetup.jpg',
    daysAgo: 9,
    window: { startsInDays: 10, lastsDays: 1 },
    title: ['성수동 크리에이터 밋업 〈달밤 토크〉', 'Creator meetup in Seongsu: Moonlight Talks'],
    summary: [
      '독립 영화 감독, 작가, 배우가 한자리에 모이는 금요일 밤 네트워킹.',
      'A Friday night of networking with indie directors, writers and actors.',
    ],
    content: [
      [
        '달빛이 처음으로 오프라인 크리에이터 밋업을 엽니다. 성수동의 작은 상영관에서 단편 세 편을 함께 보고, 제작자들의 이야기를 듣습니다.',
        '2부에서는 크라우드펀딩으로 작품을 완성한 창작자들이 준비 과정과 시행착오를 솔직하게 나눕니다.',
        '좌석은 80석이며 선착순으로 마감됩니다.',
      ],
      [
        'Dalbit is hosting its first in-person creator meetup. We will watch three shorts together in a small Seongsu cinema and hear from the people who made them.',
        'In part two, creators who finished their films through crowdfunding share how they prepared and what they would do differently.',
        'Seats are limited to 80, first come, first served.',
      ],
    ],
  },
  {
    key: 'notice-maintenance-march',
    type: 'notice',
    image: 'service-notice.jpg',
    daysAgo: 12,
    title: ['서비스 정기 점검 안내', 'Scheduled maintenance'],
    summary: [
      '더 안정적인 스트리밍을 위해 새벽 2시부터 4시까지 점검을 진행합니다.',
      'We will be down from 2 to 4 am KST to make streaming more reliable.',
    ],
    content: [
      [
        '보다 안정적인 재생 환경을 위해 서버 정기 점검을 진행합니다. 점검 시간 동안에는 로그인과 영상 재생이 일시적으로 제한됩니다.',
        '이용에 불편을 드려 죄송합니다. 점검이 끝나는 즉시 정상적으로 이용하실 수 있습니다.',
      ],
      [
        'We are running scheduled server maintenance to keep playback smooth. Signing in and watching will be briefly unavailable during the window.',
        'Sorry for the inconvenience. Everything will be back the moment maintenance ends.',
      ],
    ],
  },
  {
    key: 'festival-busan-seaside',
    type: 'event',
    image: 'festival-screening.jpg',
    daysAgo: 15,
    window: { startsInDays: 20, lastsDays: 3 },
    title: ['바다 영화제 특별 상영: 달빛 셀렉션', 'Seaside Film Festival: the Dalbit Selection'],
    summary: [
      '부산 해변 야외 상영관에서 달빛 작품 다섯 편을 상영합니다.',
      'Five Dalbit titles on the open-air screen by the beach in Busan.',
    ],
    content: [
      [
        '올가을 부산 바다 영화제에서 달빛 셀렉션 특별 상영이 열립니다. 파도 소리를 배경으로 단편영화 네 편과 뮤직비디오 한 편을 선보입니다.',
        '상영 후에는 감독과의 대화가 준비되어 있으며, 현장에서 다음 크라우드펀딩 프로젝트를 미리 만나 볼 수 있습니다.',
      ],
      [
        'This autumn the Busan Seaside Film Festival hosts a special Dalbit Selection: four short films and one music video, with the waves as a soundtrack.',
        'Each screening is followed by a talk with the directors, and you can get an early look at our next crowdfunding projects on site.',
      ],
    ],
  },
  {
    key: 'mv-neon-alley',
    type: 'event',
    image: 'neon-alley.jpg',
    daysAgo: 18,
    title: [
      '뮤직비디오 〈네온 골목〉 공개 기념 댓글 이벤트',
      'Neon Alley music video: comment event',
    ],
    summary: [
      '가장 마음에 든 장면을 댓글로 남겨 주세요. 추첨을 통해 한정판 포스터를 드립니다.',
      'Tell us your favourite shot in the comments for a chance to win a limited poster.',
    ],
    content: [
      [
        '인디 밴드 소등과 함께 만든 뮤직비디오 〈네온 골목〉이 공개되었습니다. 을지로 골목에서 하룻밤 동안 촬영한 작품입니다.',
        '영상에서 가장 기억에 남는 장면과 그 이유를 댓글로 남겨 주시면, 추첨을 통해 20분께 친필 사인 포스터를 보내 드립니다.',
      ],
      [
        'Neon Alley, made with the indie band Sodeung, is out now. It was shot in a single night in the alleys of Euljiro.',
        'Leave a comment with the moment that stayed with you and why. Twenty viewers will receive a signed poster.',
      ],
    ],
  },
  {
    key: 'short-ridge-at-dawn',
    type: 'event',
    image: 'mountain-dawn.jpg',
    daysAgo: 22,
    title: [
      '단편영화 〈새벽 능선〉 감독과의 대화',
      'Ridge at Dawn: a conversation with the director',
    ],
    summary: [
      '지리산 종주 중에 찍은 단편, 그 뒤에 숨은 이야기를 라이브로 전합니다.',
      'The short filmed on a Jirisan ridge hike, and the story behind it, live.',
    ],
    content: [
      [
        '사흘간의 지리산 종주를 따라가며 찍은 단편영화 〈새벽 능선〉의 김하늘 감독이 라이브로 시청자를 만납니다.',
        '소형 카메라 두 대와 배터리 열두 개로 버틴 촬영기, 그리고 편집실에서 버린 장면들까지 솔직하게 이야기합니다.',
      ],
      [
        'Director Kim Haneul, who shot Ridge at Dawn over a three-day Jirisan traverse, meets viewers live.',
        'Expect honest stories: two small cameras, twelve batteries, and the scenes that never made it out of the edit.',
      ],
    ],
  },
  {
    key: 'notice-privacy-update',
    type: 'notice',
    image: 'service-notice.jpg',
    daysAgo: 26,
    title: ['개인정보 처리방침 개정 안내', 'Updates to our privacy policy'],
    summary: [
      '크라우드펀딩 결제 기능 도입에 맞춰 개인정보 처리방침을 개정합니다.',
      'We are updating our privacy policy ahead of crowdfunding payments.',
    ],
    content: [
      [
        '크라우드펀딩 후원 기능이 도입됨에 따라 결제 대행사에 제공되는 정보 항목을 처리방침에 추가했습니다.',
        '변경된 방침은 공지 후 7일 뒤부터 적용되며, 자세한 내용은 개인정보 처리방침 페이지에서 확인하실 수 있습니다.',
      ],
      [
        'With crowdfunding pledges on the way, we have added the details shared with our payment provider to the policy.',
        'The new policy takes effect seven days after this notice. You can read it in full on the privacy policy page.',
      ],
    ],
  },
  {
    key: 'awards-2024',
    type: 'event',
    image: 'awards-night.jpg',
    daysAgo: 30,
    window: { startsInDays: 14, lastsDays: 1 },
    title: ['2024 달빛 어워즈 시청자 투표', '2024 Dalbit Awards: viewers’ vote'],
    summary: [
      '올해 가장 사랑받은 작품과 배우를 여러분의 손으로 뽑아 주세요.',
      'Choose this year’s most loved film and performer.',
    ],
    content: [
      [
        '한 해 동안 달빛에서 공개된 작품 가운데 최고의 작품, 배우, 음악을 시청자 투표로 선정합니다.',
        '투표는 로그인한 회원 누구나 참여할 수 있으며, 시상식은 연말에 온라인으로 생중계됩니다.',
      ],
      [
        'Vote for the best film, performer and score among everything released on Dalbit this year.',
        'Any signed-in member can vote, and the ceremony will stream live at the end of the year.',
      ],
    ],
  },
  {
    key: 'series-seoul-in-rain',
    type: 'event',
    image: 'rainy-seoul.jpg',
    daysAgo: 34,
    title: ['〈비 오는 서울〉 시즌 2 제작 확정', 'Seoul in the Rain returns for season two'],
    summary: [
      '크라우드펀딩 목표액을 넘었습니다! 여러분 덕분에 시즌 2를 만듭니다.',
      'Past its crowdfunding goal: season two is happening thanks to you.',
    ],
    content: [
      [
        '장마철 서울을 배경으로 한 옴니버스 웹시리즈 〈비 오는 서울〉이 시즌 2 크라우드펀딩에서 목표액을 넘어서며 제작을 확정했습니다. 펀딩은 마감일까지 계속되며, 지금의 달성률은 프로젝트 페이지에서 볼 수 있습니다.',
        '시즌 2는 망원동, 을지로, 성북동을 무대로 세 편의 새로운 이야기를 담습니다. 후원자분들의 이름은 엔딩 크레딧에 함께 올라갑니다.',
      ],
      [
        'Seoul in the Rain, our anthology set during the monsoon, has passed the goal of its season-two crowdfunding, so season two is confirmed. Funding stays open until its end date; the project page shows how far it has come.',
        'Season two brings three new stories set in Mangwon, Euljiro and Seongbuk. Every backer will be named in the end credits.',
      ],
    ],
  },
  {
    key: 'studio-open-day',
    type: 'event',
    image: 'open-studio.jpg',
    daysAgo: 38,
    window: { startsInDays: 7, lastsDays: 2 },
    title: ['달빛 열린 스튜디오 데이', 'Dalbit Open Studio Day'],
    summary: [
      '촬영 현장과 편집실을 직접 둘러보는 이틀간의 스튜디오 개방 행사.',
      'Two days to walk through our sets and edit suites.',
    ],
    content: [
      [
        '달빛 스튜디오가 문을 엽니다. 세트장 투어, 색보정 시연, 폴리 사운드 체험까지 영화가 만들어지는 과정을 가까이에서 볼 수 있습니다.',
        '사전 신청자에 한해 입장할 수 있으며, 청소년 영화 동아리의 단체 신청도 환영합니다.',
      ],
      [
        'Our studio is opening its doors: set tours, a colour grading demo and a hands-on foley session show how a film comes together.',
        'Entry is by registration only, and school film clubs are welcome to sign up as a group.',
      ],
    ],
  },
  {
    key: 'notice-app-languages',
    type: 'notice',
    image: 'moonlit-premiere.jpg',
    daysAgo: 42,
    title: ['언어 설정이 더 쉬워졌습니다', 'Switching languages just got easier'],
    summary: [
      '메뉴에서 한 번에 한국어와 영어를 전환할 수 있습니다.',
      'Switch between Korean and English from the menu in one tap.',
    ],
    content: [
      [
        '이제 상단 메뉴와 모바일 서랍 메뉴에서 바로 언어를 바꿀 수 있습니다. 선택한 언어는 기기에 저장되고, 로그인하면 계정에도 저장됩니다.',
        '작품 제목과 소개도 선택한 언어로 표시되며, 번역이 없는 경우에는 다른 언어로 자연스럽게 보여 드립니다.',
      ],
      [
        'You can now change the language straight from the top menu or the mobile drawer. Your choice is saved on the device, and on your account once you sign in.',
        'Titles and synopses follow your language too, and fall back to the other language when a translation is missing.',
      ],
    ],
  },
];
