import type { DalbitEvent, EventHit, EventType, Page } from '@dalbit/contract';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { AppError } from '../../infra/http/app-error.js';
import { pageOffset, toPage } from '../../shared/paging.js';
import type { EventsRepository } from './events.repository.js';
import type { EventRow } from './events.table.js';
import type { Clock } from '../../shared/clock.js';
import type { SearchMatch } from '../../shared/search-match.js';

/** What a notice's or event's card shows (a search hit); the event adds its body (toEventDto). */
export const toEventHit = (row: EventRow): EventHit => ({
  _id: row.id.toString(),
  type: row.type,
  title_kr: row.titleKr,
  title_eng: row.titleEng,
  summary_kr: row.summaryKr,
  summary_eng: row.summaryEng,
  imageDomestic: row.imageDomestic,
  imageOversea: row.imageOversea,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const toEventDto = (row: EventRow): DalbitEvent => ({
  ...toEventHit(row),
  content_kr: row.contentKr,
  content_eng: row.contentEng,
});

/** Cache keys of this module start with this; writes invalidate by it. */
export const EVENTS_CACHE_PREFIX = 'events:';

export const createEventsService = ({
  repository,
  cache,
  now,
}: {
  repository: EventsRepository;
  cache: TtlCache;
  now: Clock;
}) => ({
  list(page: number, pageSize: number): Promise<Page<DalbitEvent>> {
    return cache.get(`${EVENTS_CACHE_PREFIX}list:${page}:${pageSize}`, async () => {
      const { rows, total } = await repository.listNewestFirst(
        pageSize,
        pageOffset(page, pageSize),
        new Date(now()),
      );
      return toPage(rows.map(toEventDto), page, pageSize, total);
    });
  },

  /** Undefined when absent; pages use this to fall back to default tags. */
  find(id: string): Promise<DalbitEvent | undefined> {
    return cache.get(`${EVENTS_CACHE_PREFIX}one:${id}`, async () => {
      const row = await repository.findPublished(id, new Date(now()));
      return row && toEventDto(row);
    });
  },

  async get(id: string): Promise<DalbitEvent> {
    const event = await this.find(id);
    if (!event) throw new AppError('event.not_found');
    return event;
  },

  /** One page of published notices or events matching a search (modules/search). */
  async search(
    match: SearchMatch,
    type: EventType,
    page: number,
    pageSize: number,
  ): Promise<Page<EventHit>> {
    const { rows, total } = await repository.search(
      match,
      type,
      pageSize,
      pageOffset(page, pageSize),
      new Date(now()),
    );
    return toPage(rows.map(toEventHit), page, pageSize, total);
  },
});

export type EventsService = ReturnType<typeof createEventsService>;
