import { events, hotSearchKeywords } from '../../src/db/schema.js';
import type { Db } from '../../src/infra/database/database.js';
import type { EventRow, NewEventRow } from '../../src/modules/events/events.table.js';
import type { HotSearchRow } from '../../src/modules/hot-search/hot-search.table.js';

let count = 0;

/** A notice (by default) with bilingual texts; `createdAt` decides the newest-first order. */
export const anEvent = async (db: Db, spec: Partial<NewEventRow> = {}): Promise<EventRow> => {
  count += 1;
  const [row] = await db
    .insert(events)
    .values({
      type: 'notice',
      titleKr: `공지 ${count}`,
      titleEng: `Notice ${count}`,
      summaryKr: `요약 ${count}`,
      summaryEng: `Summary ${count}`,
      contentKr: `본문 ${count}`,
      contentEng: `Content ${count}`,
      imageDomestic: `/media/events/${count}.jpg`,
      imageOversea: `/media/events/${count}-en.jpg`,
      // Published unless a test says otherwise (null: a draft; a future time: scheduled).
      publishedAt: new Date(0),
      ...spec,
    })
    .returning();
  if (!row) throw new Error('event insert returned nothing');
  return row;
};

/** `n` events created a minute apart, newest last in the array (first in the API's order). */
export const someEvents = async (db: Db, n: number, start = Date.now() - n * 60_000) => {
  const made: EventRow[] = [];
  for (let i = 0; i < n; i++)
    made.push(await anEvent(db, { createdAt: new Date(start + i * 60_000) }));
  return made;
};

export const aKeyword = async (
  db: Db,
  name: [kr: string, en: string],
  spec: { position?: number; deleted?: boolean } = {},
): Promise<HotSearchRow> => {
  const [row] = await db
    .insert(hotSearchKeywords)
    .values({ nameKr: name[0], nameEng: name[1], ...spec })
    .returning();
  if (!row) throw new Error('keyword insert returned nothing');
  return row;
};
