import { and, asc, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  STAFF_ROLES,
  WAITING_APPLICATION_STATUSES,
  type AdminApplicationListQuery,
  type MailTemplateKey,
} from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { escapeLike } from '../../shared/like.js';
import { users } from '../accounts/users.table.js';
import {
  applicationEntries,
  applications,
  mailTemplates,
  type ApplicationRow,
} from './applications.table.js';

const assignee = alias(users, 'assignee');
const author = alias(users, 'author');

export type Person = { id: bigint; userName: string; email: string | null };
export type ApplicationWithAssignee = { application: ApplicationRow; assignee: Person | null };
export type EntryRow = typeof applicationEntries.$inferSelect;
export type TemplateRow = typeof mailTemplates.$inferSelect;

const filterOf = (query: AdminApplicationListQuery, staffId: bigint) => {
  const pattern = `%${escapeLike(query.q)}%`;
  return and(
    query.q
      ? or(
          ilike(applications.name, pattern),
          ilike(applications.projectTitle, pattern),
          ilike(applications.email, pattern),
        )
      : undefined,
    query.status === 'all'
      ? undefined
      : query.status === 'waiting'
        ? inArray(applications.status, [...WAITING_APPLICATION_STATUSES])
        : eq(applications.status, query.status),
    query.assignee === 'all'
      ? undefined
      : query.assignee === 'none'
        ? isNull(applications.assigneeId)
        : eq(applications.assigneeId, query.assignee === 'me' ? staffId : BigInt(query.assignee)),
    query.videoType === 'all' ? undefined : eq(applications.videoType, query.videoType),
  );
};

export const createApplicationsAdminRepository = (db: Db) => ({
  async list(query: AdminApplicationListQuery, staffId: bigint, limit: number, offset: number) {
    const where = filterOf(query, staffId);
    const direction = query.order === 'asc' ? asc : desc;
    const column =
      query.sort === 'fundingGoal'
        ? applications.fundingGoal
        : query.sort === 'updatedAt'
          ? applications.updatedAt
          : applications.createdAt;
    const [rows, totals] = await Promise.all([
      db
        .select({
          application: applications,
          assignee: { id: assignee.id, userName: assignee.userName, email: assignee.email },
        })
        .from(applications)
        .leftJoin(assignee, eq(assignee.id, applications.assigneeId))
        .where(where)
        .orderBy(direction(column), direction(applications.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(applications).where(where),
    ]);
    return { rows: rows as ApplicationWithAssignee[], total: totals[0]?.total ?? 0 };
  },

  async find(id: bigint): Promise<ApplicationWithAssignee | undefined> {
    const rows = await db
      .select({
        application: applications,
        assignee: { id: assignee.id, userName: assignee.userName, email: assignee.email },
      })
      .from(applications)
      .leftJoin(assignee, eq(assignee.id, applications.assigneeId))
      .where(eq(applications.id, id))
      .limit(1);
    return rows[0] as ApplicationWithAssignee | undefined;
  },

  entries(applicationId: bigint) {
    return db
      .select({
        entry: applicationEntries,
        author: { id: author.id, userName: author.userName, email: author.email },
      })
      .from(applicationEntries)
      .leftJoin(author, eq(author.id, applicationEntries.authorId))
      .where(eq(applicationEntries.applicationId, applicationId))
      .orderBy(asc(applicationEntries.createdAt), asc(applicationEntries.id)) as Promise<
      { entry: EntryRow; author: Person | null }[]
    >;
  },

  async update(
    id: bigint,
    patch: { status?: ApplicationRow['status']; assigneeId?: bigint | null },
    now: Date,
  ): Promise<void> {
    await db
      .update(applications)
      .set({ ...patch, updatedAt: now })
      .where(eq(applications.id, id));
  },

  async addEntry(values: Omit<typeof applicationEntries.$inferInsert, 'id'>): Promise<void> {
    await db.insert(applicationEntries).values(values);
  },

  async staffMember(id: bigint): Promise<(Person & { role: string }) | undefined> {
    const rows = await db
      .select({
        ...{ id: users.id, userName: users.userName, email: users.email },
        role: users.role,
      })
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES]), isNull(users.deletedAt)))
      .limit(1);
    return rows[0];
  },

  staffMembers(): Promise<(Person & { role: string })[]> {
    return db
      .select({
        ...{ id: users.id, userName: users.userName, email: users.email },
        role: users.role,
      })
      .from(users)
      .where(and(inArray(users.role, [...STAFF_ROLES]), isNull(users.deletedAt)))
      .orderBy(asc(users.userName));
  },

  templates(): Promise<TemplateRow[]> {
    return db.select().from(mailTemplates);
  },

  async putTemplate(key: MailTemplateKey, values: Omit<TemplateRow, 'key'>): Promise<void> {
    await db
      .insert(mailTemplates)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: mailTemplates.key, set: values });
  },
});

export type ApplicationsAdminRepository = ReturnType<typeof createApplicationsAdminRepository>;
