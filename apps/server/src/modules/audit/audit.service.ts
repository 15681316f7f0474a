import type { AuditEntry, AuditQuery, Page } from '@dalbit/contract';
import type { StaffContext } from '../../infra/http/staff-guard.js';
import type { Clock } from '../../shared/clock.js';
import { toPage } from '../../shared/paging.js';
import type { AuditRepository } from './audit.repository.js';
import type { AuditRow } from './audit.table.js';

/** One back-office write, as a service reports it. */
export interface AuditRecord {
  /** `<entity>.<verb>`: `event.create`, `account.suspend`, `comment.hide`… */
  action: string;
  entityType: string;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** What services receive to leave their trace: no service writes the log any other way. */
export interface AuditTrail {
  record(staff: StaffContext, record: AuditRecord): Promise<void>;
}

/** Dates and bigints as JSON can hold them; only the fields that changed when both are given. */
const plain = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
};

export const changedFields = (
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
) => {
  const b = (before ? plain(before) : null) as Record<string, unknown> | null;
  const a = (after ? plain(after) : null) as Record<string, unknown> | null;
  if (!b || !a) return { before: b, after: a };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, b[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, a[k] ?? null])),
  };
};

const toEntry = (row: AuditRow): AuditEntry => ({
  _id: row.id.toString(),
  actorId: row.actorId?.toString() ?? null,
  actorEmail: row.actorEmail,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  before: row.before ?? null,
  after: row.after ?? null,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
});

export const createAuditService = ({
  repository,
  now,
}: {
  repository: AuditRepository;
  now: Clock;
}) => ({
  async record(staff: StaffContext, record: AuditRecord): Promise<void> {
    const { before, after } = changedFields(record.before, record.after);
    await repository.insert({
      actorId: staff.actorId,
      actorEmail: staff.actorEmail,
      ip: staff.ip,
      action: record.action,
      entityType: record.entityType,
      entityId: record.entityId,
      before,
      after,
      createdAt: new Date(now()),
    });
  },

  async search(query: AuditQuery): Promise<Page<AuditEntry>> {
    const { rows, total } = await repository.search(query);
    return toPage(rows.map(toEntry), query.page, query.pageSize, total);
  },
});

export type AuditService = ReturnType<typeof createAuditService>;
