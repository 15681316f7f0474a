import type { EventType } from '@dalbit/contract';

export interface SeedEvent {
  key: string;
  type: EventType;
  /** File name under assets/seed. */
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
