import type { Pledge, ProjectDetail, ProjectSummary, RewardProduct } from '@dalbit/contract';
import { vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { makeUser } from '../../account/test/account-fixtures';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const makeProject = (over: Partial<ProjectSummary> = {}): ProjectSummary => ({
  _id: '11',
  title_kr: '비 오는 서울 시즌 2',
  title_eng: 'Seoul in the Rain: Season 2',
  summary_kr: '두 사람의 다음 계절',
  summary_eng: 'The next season',
  creatorName_kr: '최민서',
  creatorName_eng: 'Choi Min-seo',
  imageDomestic: '/media/projects/seoul.jpg',
  imageOversea: '/media/projects/seoul.jpg',
  goalAmount: 30_000_000,
  pledgedAmount: 38_450_000,
  backerCount: 612,
  percentFunded: 128,
  startsAt: at(-20),
  endsAt: at(14),
  daysLeft: 14,
  status: 'funding',
  voteCount: 0,
  viewerVoted: false,
  ...over,
});

export const makeProduct = (over: Partial<RewardProduct> = {}): RewardProduct => ({
  _id: '101',
  name_kr: '디지털 감사 패키지',
  name_eng: 'Digital thank-you pack',
  description_kr: '엔딩 크레딧에 이름 수록',
  description_eng: 'Your name in the end credits',
  price: 10_000,
  stockLimit: null,
  remaining: null,
  estimatedDelivery: '2026-09',
  needsShipping: false,
  ...over,
});

/** A digital reward, a shipped one with stock, and a sold-out one. */
export const PRODUCTS: RewardProduct[] = [
  makeProduct(),
  makeProduct({
    _id: '102',
    name_kr: '투명 우산 에디션',
    name_eng: 'Clear umbrella edition',
    price: 45_000,
    stockLimit: 300,
    remaining: 120,
    needsShipping: true,
  }),
  makeProduct({
    _id: '103',
    name_kr: '감독 친필 대본',
    name_eng: 'Signed script',
    price: 70_000,
    stockLimit: 40,
    remaining: 0,
  }),
];

export const makeDetail = (over: Partial<ProjectDetail> = {}): ProjectDetail => ({
  ...makeProject(),
  story_kr: '시즌 1을 사랑해 주신 덕분에',
  story_eng: 'Thanks to everyone who loved season 1',
  products: PRODUCTS,
  updates: [],
  viewerPledges: [],
  ...over,
});

export const makePledge = (over: Partial<Pledge> = {}): Pledge => ({
  _id: '501',
  projectId: '11',
  projectTitle_kr: '비 오는 서울 시즌 2',
  projectTitle_eng: 'Seoul in the Rain: Season 2',
  status: 'reserved',
  amount: 55_000,
  extraSupport: 0,
  items: [
    {
      productId: '102',
      productName_kr: '투명 우산 에디션',
      productName_eng: 'Clear umbrella edition',
      price: 45_000,
      quantity: 1,
    },
    {
      productId: '101',
      productName_kr: '디지털 감사 패키지',
      productName_eng: 'Digital thank-you pack',
      price: 10_000,
      quantity: 1,
    },
  ],
  shipping: null,
  createdAt: '2026-05-01T00:00:00.000Z',
  chargedAt: null,
  ...over,
});

export const page = <T>(items: T[], over: Record<string, number> = {}) => ({
  items,
  page: 1,
  pageSize: 9,
  total: items.length,
  totalPages: 1,
  ...over,
});

export const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status < 400 ? { data } : data), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const fail = (status: number, message: string, code = 'http.error') =>
  json({ errorList: [message], code }, status);

type Handler = (url: URL, body: unknown) => Response | Promise<Response>;

export interface Served {
  requests: { method: string; path: string; search: string; body: unknown }[];
}

/** A fetch stub answering `METHOD /path` from the table; anything else is a 404. */
export function serve(table: Record<string, Handler>): Served {
  const served: Served = { requests: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      served.requests.push({ method, path: url.pathname, search: url.search, body });
      const handler = table[`${method} ${url.pathname}`];
      return handler ? handler(url, body) : fail(404, 'Not found', 'route.not_found');
    }),
  );
  return served;
}

/** A stored session and the me call that answers it (the account's language is adopted). */
export const signedIn = (language: 'english' | 'korean' = 'english'): Record<string, Handler> => {
  localStorage.setItem(STORAGE_KEYS.token, 'token-1');
  return { 'GET /api/user/me': () => json(makeUser({ language })) };
};
