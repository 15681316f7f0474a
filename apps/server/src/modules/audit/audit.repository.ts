import { and, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import type { AuditQuery } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { escapeLike } from '../../shared/like.js';
import { auditLog, type AuditRow } from './audit.table.js';

export type NewAuditLine = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'> & {
  createdAt: Date;
};

const DAY_MS = 86_400_000;

export const createAuditRepository = (db: Db) => ({
  async insert(line: NewAuditLine): Promise<void> {
    await db.insert(auditLog).values(line);
  },

  async search(query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
    const where = and(
      query.actor ? ilike(auditLog.actorEmail, `%${escapeLike(query.actor)}%`) : undefined,
      query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
      query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
      query.from ? gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
      query.to
        ? lt(auditLog.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS))
        : undefined,
    );
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(auditLog)
        .where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },
});

export type AuditRepository = ReturnType<typeof createAuditRepository>;
