import type { ModerationAction, ModerationItem, ModerationQuery, Page } from '@dalbit/contract';
import { AppError } from '../../infra/http/app-error.js';
import type { StaffContext } from '../../infra/http/staff-guard.js';
import type { Clock } from '../../shared/clock.js';
import { toId } from '../../shared/ids.js';
import { toPage } from '../../shared/paging.js';
import type { AuditTrail } from '../audit/audit.module.js';
import type { CommentsAdminRepository, Person } from './comments.admin.repository.js';

const ref = (p: Person) => ({ _id: p.id.toString(), userName: p.userName, userEmail: p.email });

/** The moderation queue (docs/product/back-office.md#moderation). */
export const createCommentsAdminService = ({
  repository,
  audit,
  now,
}: {
  repository: CommentsAdminRepository;
  audit: AuditTrail;
  now: Clock;
}) => ({
  async queue(query: ModerationQuery): Promise<Page<ModerationItem>> {
    const { rows, total } = await repository.queue(query);
    const ids = rows.map((r) => r.commentId);
    const [found, reports] = await Promise.all([repository.comments(ids), repository.reports(ids)]);
    const byId = new Map(found.map((c) => [c.comment.id, c]));
    const items = rows.flatMap((row): ModerationItem[] => {
      const c = byId.get(row.commentId);
      if (!c) return [];
      const target = c.film?.id
        ? { kind: 'film' as const, ...c.film, path: `/detail-film/${c.film.id}` }
        : c.project?.id
          ? { kind: 'project' as const, ...c.project, path: `/crowdfunding/${c.project.id}` }
          : undefined;
      if (!target) return [];
      return [
        {
          comment: {
            _id: c.comment.id.toString(),
            body: c.comment.body,
            hidden: c.comment.hiddenAt !== null,
            deleted: c.comment.deletedAt !== null,
            createdAt: c.comment.createdAt.toISOString(),
            author: ref(c.author),
            target: {
              kind: target.kind,
              _id: target.id.toString(),
              title_kr: target.titleKr,
              title_eng: target.titleEng,
              path: target.path,
            },
            parent:
              c.parent?.id && c.parentAuthor?.id
                ? {
                    _id: c.parent.id.toString(),
                    body: c.parent.body,
                    author: ref(c.parentAuthor),
                  }
                : null,
          },
          reports: reports
            .filter((r) => r.report.commentId === row.commentId)
            .map(({ report, reporter, handler }) => ({
              _id: report.id.toString(),
              reason: report.reason,
              note: report.note,
              reporter: ref(reporter),
              status: report.status,
              handledBy: handler?.id ? ref(handler) : null,
              handledAt: report.handledAt?.toISOString() ?? null,
              handledNote: report.handledNote,
              createdAt: report.createdAt.toISOString(),
            })),
          openReports: row.open,
          lastReportedAt: new Date(row.last).toISOString(),
        },
      ];
    });
    return toPage(items, query.page, query.pageSize, total);
  },

  /**
   * hide: the comment is hidden and its open reports are closed as actioned; restore: shown
   * again; dismiss: the open reports are closed, the comment stays. Each with the moderator's note.
   */
  async act(staff: StaffContext, commentId: string, action: ModerationAction, note: string) {
    const id = toId(commentId);
    const comment = id === undefined ? undefined : await repository.find(id);
    if (!comment) throw new AppError('comment.not_found');
    const at = new Date(now());
    let closed = 0;
    if (action === 'hide') {
      if (!comment.hiddenAt) await repository.setHidden(comment.id, at);
      closed = await repository.closeReports(comment.id, 'actioned', staff.actorId, note, at);
    } else if (action === 'restore') {
      await repository.setHidden(comment.id, null);
    } else {
      closed = await repository.closeReports(comment.id, 'dismissed', staff.actorId, note, at);
    }
    await audit.record(staff, {
      action: `comment.${action}`,
      entityType: 'comment',
      entityId: commentId,
      before: { hidden: comment.hiddenAt !== null },
      after: {
        hidden: action === 'hide' || (action === 'dismiss' && comment.hiddenAt !== null),
        note,
        reportsClosed: closed,
      },
    });
  },
});

export type CommentsAdminService = ReturnType<typeof createCommentsAdminService>;
