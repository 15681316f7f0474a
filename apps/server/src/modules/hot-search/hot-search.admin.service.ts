import type { AdminKeyword, KeywordInput } from '@dalbit/contract';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { AppError } from '../../infra/http/app-error.js';
import type { StaffContext } from '../../infra/http/staff-guard.js';
import { toId } from '../../shared/ids.js';
import type { AuditTrail } from '../audit/audit.module.js';
import type { HotSearchAdminRepository } from './hot-search.admin.repository.js';
import { HOT_SEARCH_CACHE_KEY } from './hot-search.service.js';
import type { HotSearchRow } from './hot-search.table.js';

const toDto = (row: HotSearchRow): AdminKeyword => ({
  _id: row.id.toString(),
  name_kr: row.nameKr,
  name_eng: row.nameEng,
  deleted: row.deleted,
  position: row.position,
});
const view = (row: HotSearchRow) => ({
  nameKr: row.nameKr,
  nameEng: row.nameEng,
  deleted: row.deleted,
  position: row.position,
});

/** Popular search keywords in the back office; the public list updates at once. */
export const createHotSearchAdminService = ({
  repository,
  cache,
  audit,
}: {
  repository: HotSearchAdminRepository;
  cache: TtlCache;
  audit: AuditTrail;
}) => {
  const changed = () => cache.invalidate(HOT_SEARCH_CACHE_KEY);
  const found = async (id: string) => {
    const key = toId(id);
    const row = key === undefined ? undefined : await repository.find(key);
    if (!row) throw new AppError('keyword.not_found');
    return row;
  };
  const list = async () => (await repository.listAll()).map(toDto);

  return {
    list,

    async create(staff: StaffContext, input: KeywordInput): Promise<AdminKeyword> {
      const row = await repository.insert(input.name_kr, input.name_eng);
      await audit.record(staff, {
        action: 'keyword.create',
        entityType: 'keyword',
        entityId: row.id.toString(),
        after: view(row),
      });
      changed();
      return toDto(row);
    },

    async update(
      staff: StaffContext,
      id: string,
      patch: Partial<KeywordInput> & { deleted?: boolean | undefined },
    ): Promise<AdminKeyword> {
      const before = await found(id);
      const row = await repository.update(before.id, {
        ...(patch.name_kr !== undefined && { nameKr: patch.name_kr }),
        ...(patch.name_eng !== undefined && { nameEng: patch.name_eng }),
        ...(patch.deleted !== undefined && { deleted: patch.deleted }),
      });
      if (!row) throw new AppError('keyword.not_found');
      const action =
        patch.deleted === true && !before.deleted
          ? 'keyword.hide'
          : patch.deleted === false && before.deleted
            ? 'keyword.show'
            : 'keyword.update';
      await audit.record(staff, {
        action,
        entityType: 'keyword',
        entityId: id,
        before: view(before),
        after: view(row),
      });
      changed();
      return toDto(row);
    },

    async reorder(staff: StaffContext, ids: string[]): Promise<AdminKeyword[]> {
      const before = await repository.listAll();
      const keys = ids.map((id) => toId(id) ?? -1n);
      if (!(await repository.reorder(keys))) throw new AppError('keyword.order_mismatch');
      await audit.record(staff, {
        action: 'keyword.reorder',
        entityType: 'keyword',
        entityId: '*',
        before: { order: before.map((r) => r.id.toString()) },
        after: { order: ids },
      });
      changed();
      return list();
    },
  };
};

export type HotSearchAdminService = ReturnType<typeof createHotSearchAdminService>;
