import { useTranslation } from '../../lib/i18n-react';
import { Pagination } from '../../components/ui/pagination';

interface PagedAnswer {
  page: number;
  totalPages: number;
  total: number;
}

/** Under every back-office list: how many rows in all, and the page links. */
export function AdminPager({
  list,
  hrefFor,
}: {
  list: PagedAnswer;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-pager">
      <span>{t('list.total', { count: list.total })}</span>
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={hrefFor} />
    </div>
  );
}
