import {
  can,
  isStaff,
  type AdminAccount,
  type AdminAccountListQuery,
  type AdminAccountSummary,
  type Page,
  type Pledge,
  type Role,
} from '@dalbit/contract';
import { AppError } from '../../infra/http/app-error.js';
import type { StaffContext } from '../../infra/http/staff-guard.js';
import type { Clock } from '../../shared/clock.js';
import { toId } from '../../shared/ids.js';
import { toPage } from '../../shared/paging.js';
import type { AuditTrail } from '../audit/audit.module.js';
import type { AccountsAdminRepository } from './accounts.admin.repository.js';
import type { Confirm } from './confirm.js';
import type { Authenticated } from './sessions.service.js';
import type { UserRow } from './users.table.js';

const stateOf = (u: UserRow) => (u.deletedAt ? 'deleted' : u.suspendedAt ? 'suspended' : 'active');

const toSummary = (user: UserRow, lastSeen: Date | string | null): AdminAccountSummary => ({
  _id: user.id.toString(),
  userName: user.userName,
  userEmail: user.email,
  role: user.role,
  state: stateOf(user),
  isEmailVerified: user.emailVerifiedAt !== null,
  createdAt: user.createdAt.toISOString(),
  lastSeenAt: lastSeen ? new Date(lastSeen).toISOString() : null,
});

/** What the record of an account keeps in the audit log: no hash, no profile details. */
const auditView = (u: UserRow) => ({
  email: u.email,
  userName: u.userName,
  role: u.role,
  suspendedAt: u.suspendedAt,
  suspendedReason: u.suspendedReason,
  deletedAt: u.deletedAt,
});

export interface AccountsAdminOptions {
  repository: AccountsAdminRepository;
  confirm: Confirm;
  audit: AuditTrail;
  /** The account's pledges (crowdfunding's). */
  pledgesOf: (userId: bigint) => Promise<Pledge[]>;
  /** Cancels reserved pledges and strips the personal data of the others (crowdfunding's). */
  forgetBacker: (userId: bigint) => Promise<void>;
  now: Clock;
}

/** Accounts in the back office, and the deletion an account owner asks for themselves. */
export const createAccountsAdminService = (options: AccountsAdminOptions) => {
  const { repository, confirm, audit, now } = options;

  const target = async (id: string) => {
    const key = toId(id);
    const found = key === undefined ? undefined : await repository.find(key);
    if (!found || found.user.deletedAt) throw new AppError('user.not_found');
    return found.user;
  };
  /** Staff never act on themselves here, and only an admin acts on another staff account. */
  const actOn = async (actor: Authenticated, id: string, password: string | undefined) => {
    const user = await target(id);
    if (user.id === actor.user.id) throw new AppError('staff.self_action');
    if (isStaff(user.role) && !can(actor.user.role, 'accounts.roles')) {
      throw new AppError('auth.forbidden');
    }
    await confirm(actor, password);
    return user;
  };
  const erase = async (user: UserRow) => {
    await options.forgetBacker(user.id);
    await repository.anonymize(user, new Date(now()));
  };

  return {
    async list(query: AdminAccountListQuery): Promise<Page<AdminAccountSummary>> {
      const { rows, total } = await repository.list(query);
      return toPage(
        rows.map((r) => toSummary(r.user, r.lastSeen)),
        query.page,
        query.pageSize,
        total,
      );
    },

    async get(id: string): Promise<AdminAccount> {
      const key = toId(id);
      const found = key === undefined ? undefined : await repository.find(key);
      if (!found) throw new AppError('user.not_found');
      const { user } = found;
      const [identities, sessions, comments, pledges] = await Promise.all([
        repository.identities(user.id),
        repository.liveSessions(user.id, new Date(now())),
        repository.recentComments(user.id),
        options.pledgesOf(user.id),
      ]);
      return {
        ...toSummary(user, found.lastSeen),
        suspendedAt: user.suspendedAt?.toISOString() ?? null,
        suspendedReason: user.suspendedReason,
        language: user.language,
        hasPassword: user.passwordHash !== null,
        identities: identities.map((i) => ({
          provider: i.provider,
          email: i.emailAtLink,
          createdAt: i.createdAt.toISOString(),
        })),
        sessions: sessions.map((s) => ({
          _id: s.id.toString(),
          provider: s.provider,
          userAgent: s.userAgent,
          ip: s.ip,
          createdAt: s.createdAt.toISOString(),
          lastUsedAt: s.lastUsedAt.toISOString(),
        })),
        comments: comments.map((c) => ({
          _id: c.id.toString(),
          body: c.body,
          hidden: c.hiddenAt !== null,
          deleted: c.deletedAt !== null,
          targetPath: c.filmId ? `/detail-film/${c.filmId}` : `/crowdfunding/${c.projectId}`,
          createdAt: c.createdAt.toISOString(),
        })),
        pledges: pledges.map((p) => ({
          _id: p._id,
          projectId: p.projectId,
          projectTitle_kr: p.projectTitle_kr,
          projectTitle_eng: p.projectTitle_eng,
          amount: p.amount,
          status: p.status,
          createdAt: p.createdAt,
        })),
      };
    },

    /** Every session ends at once; sign-in answers auth.suspended until restored. */
    async suspend(
      staff: StaffContext,
      actor: Authenticated,
      id: string,
      reason: string,
      password?: string,
    ) {
      const user = await actOn(actor, id, password);
      const at = new Date(now());
      const updated = await repository.update(
        user.id,
        { suspendedAt: at, suspendedReason: reason },
        at,
      );
      await repository.endSessions(user.id, at);
      await audit.record(staff, {
        action: 'account.suspend',
        entityType: 'user',
        entityId: id,
        before: auditView(user),
        after: updated && auditView(updated),
      });
    },

    async restore(staff: StaffContext, actor: Authenticated, id: string, password?: string) {
      const user = await actOn(actor, id, password);
      const updated = await repository.update(
        user.id,
        { suspendedAt: null, suspendedReason: '' },
        new Date(now()),
      );
      await audit.record(staff, {
        action: 'account.restore',
        entityType: 'user',
        entityId: id,
        before: auditView(user),
        after: updated && auditView(updated),
      });
    },

    async setRole(
      staff: StaffContext,
      actor: Authenticated,
      id: string,
      role: Role,
      password?: string,
    ) {
      const user = await actOn(actor, id, password);
      const updated = await repository.update(user.id, { role }, new Date(now()));
      await audit.record(staff, {
        action: 'account.role',
        entityType: 'user',
        entityId: id,
        before: auditView(user),
        after: updated && auditView(updated),
      });
    },

    async remove(staff: StaffContext, actor: Authenticated, id: string, password?: string) {
      const user = await actOn(actor, id, password);
      await erase(user);
      await audit.record(staff, {
        action: 'account.delete',
        entityType: 'user',
        entityId: id,
        before: auditView(user),
      });
    },

    /** DELETE /user/me: the owner's own deletion, confirmed the same way. */
    async removeOwn(actor: Authenticated, password: string | undefined) {
      await confirm(actor, password);
      await erase(actor.user);
    },
  };
};

export type AccountsAdminService = ReturnType<typeof createAccountsAdminService>;
