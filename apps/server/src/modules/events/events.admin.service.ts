import type {
  AdminEvent,
  AdminEventListQuery,
  EventInput,
  EventState,
  Page,
} from '@dalbit/contract';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { AppError } from '../../infra/http/app-error.js';
import type { StaffContext } from '../../infra/http/staff-guard.js';
import type { Clock } from '../../shared/clock.js';
import { toId } from '../../shared/ids.js';
import { toPage } from '../../shared/paging.js';
import type { AuditTrail } from '../audit/audit.module.js';
import type { EventsAdminRepository, EventValues } from './events.admin.repository.js';
import { EVENTS_CACHE_PREFIX, toEventDto } from './events.service.js';
import type { EventRow } from './events.table.js';

/** Checks that a cover URL is an image upload that passed the image check (the accounts module's). */
export type CoverCheck = (url: string) => Promise<void>;

export const eventState = (row: EventRow, now: number): EventState =>
  row.publishedAt === null ? 'draft' : row.publishedAt.getTime() > now ? 'scheduled' : 'published';

const toAdminDto = (row: EventRow, now: number): AdminEvent => ({
  ...toEventDto(row),
  state: eventState(row, now),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

const toValues = (input: EventInput): EventValues => ({
  type: input.type,
  titleKr: input.title_kr,
  titleEng: input.title_eng,
  summaryKr: input.summary_kr,
  summaryEng: input.summary_eng,
  contentKr: input.content_kr,
  contentEng: input.content_eng,
  imageDomestic: input.imageDomestic,
  imageOversea: input.imageOversea,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
});

/** The fields an audit line keeps of an event (the long bodies only when they changed). */
const auditView = (row: EventRow) => ({ ...row, id: undefined, seedKey: undefined });

export interface EventsAdminOptions {
  repository: EventsAdminRepository;
  cache: TtlCache;
  audit: AuditTrail;
  checkCover: CoverCheck;
  now: Clock;
}

/** Notices and events in the back office (docs/product/back-office.md#notices-and-events). */
export const createEventsAdminService = (options: EventsAdminOptions) => {
  const { repository, cache, audit, checkCover, now } = options;
  const found = async (id: string) => {
    const key = toId(id);
    const row = key === undefined ? undefined : await repository.find(key);
    if (!row) throw new AppError('event.not_found');
    return row;
  };
  // Visitors see a change at once: the public list and page answers are dropped.
  const changed = () => cache.invalidate(EVENTS_CACHE_PREFIX);
  // A new cover must be an upload that passed the image check; an unchanged one needs none.
  const checkCovers = async (input: EventInput, before?: EventRow) => {
    for (const [url, old] of [
      [input.imageDomestic, before?.imageDomestic],
      [input.imageOversea, before?.imageOversea],
    ] as const) {
      if (url && url !== old) await checkCover(url);
    }
  };

  return {
    async list(query: AdminEventListQuery): Promise<Page<AdminEvent>> {
      const at = now();
      const { rows, total } = await repository.list(query, new Date(at));
      return toPage(
        rows.map((row) => toAdminDto(row, at)),
        query.page,
        query.pageSize,
        total,
      );
    },

    async get(id: string): Promise<AdminEvent> {
      return toAdminDto(await found(id), now());
    },

    async create(staff: StaffContext, input: EventInput): Promise<AdminEvent> {
      await checkCovers(input);
      const row = await repository.insert(
        { ...toValues(input), publishedAt: null },
        new Date(now()),
      );
      await audit.record(staff, {
        action: 'event.create',
        entityType: 'event',
        entityId: row.id.toString(),
        after: auditView(row),
      });
      changed();
      return toAdminDto(row, now());
    },

    async update(staff: StaffContext, id: string, input: EventInput): Promise<AdminEvent> {
      const before = await found(id);
      await checkCovers(input, before);
      const row = await repository.update(before.id, toValues(input), new Date(now()));
      if (!row) throw new AppError('event.not_found');
      await audit.record(staff, {
        action: 'event.update',
        entityType: 'event',
        entityId: id,
        before: auditView(before),
        after: auditView(row),
      });
      changed();
      return toAdminDto(row, now());
    },

    /** Publishes now, schedules for later, or (null) unpublishes back to a draft. */
    async setPublication(
      staff: StaffContext,
      id: string,
      publishedAt: string | null,
    ): Promise<AdminEvent> {
      const before = await found(id);
      const at = publishedAt === null ? null : new Date(publishedAt);
      const row = await repository.update(before.id, { publishedAt: at }, new Date(now()));
      if (!row) throw new AppError('event.not_found');
      const verb = at === null ? 'unpublish' : at.getTime() > now() ? 'schedule' : 'publish';
      await audit.record(staff, {
        action: `event.${verb}`,
        entityType: 'event',
        entityId: id,
        before: { publishedAt: before.publishedAt },
        after: { publishedAt: row.publishedAt },
      });
      changed();
      return toAdminDto(row, now());
    },

    async remove(staff: StaffContext, id: string): Promise<void> {
      const before = await found(id);
      await repository.remove(before.id);
      await audit.record(staff, {
        action: 'event.delete',
        entityType: 'event',
        entityId: id,
        before: auditView(before),
      });
      changed();
    },
  };
};

export type EventsAdminService = ReturnType<typeof createEventsAdminService>;
