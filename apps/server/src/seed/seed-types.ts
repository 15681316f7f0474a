import type { EventType } from '@dalbit/contract';

export interface SeedEvent {
  key: string;
  type: EventType;
  /**
   * The art under assets/seed that tooling/make-covers.ts turns into the two covers
   * (assets/seed/covers/<key>.ko.jpg and .en.jpg) the seed stores.
   */
  image: string;
  /** Days before seeding; distinct per row so newest-first order is deterministic. */
  daysAgo: number;
  /** Event window relative to creation, for time-boxed events. */
  window?: { startsInDays: number; lastsDays: number };
  title: [kr: string, en: string];
  summary: [kr: string, en: string];
  content: [kr: string[], en: string[]];
}

export interface SeedKeyword {
  key: string;
  kr: string;
  en: string;
  deleted?: boolean;
}

type Pair = [kr: string, en: string];

export interface SeedProduct {
  name: Pair;
  description: Pair;
  price: number;
  stockLimit?: number;
  /** Months after the campaign's end. */
  deliveryMonths: number;
  needsShipping: boolean;
}

export interface SeedProject {
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
