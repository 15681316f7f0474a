import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'react-router';
import './pagination.css';

/** Page numbers to show: first, last, and a window around the current one, with gaps. */
function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1)
      out.push(page - previous === 2 ? page - 1 : 'gap');
    out.push(page);
  });
  return out;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}

export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const arrow = (target: number, label: string, icon: ReactNode, disabled: boolean) =>
    disabled ? (
      // A link that cannot be followed: a role of its own makes its name and state allowed.
      <span
        className="pagination__item pagination__item--disabled"
        role="link"
        aria-disabled="true"
        aria-label={label}
      >
        {icon}
      </span>
    ) : (
      <Link
        className="pagination__item"
        to={hrefFor(target)}
        aria-label={label}
        rel={target < page ? 'prev' : 'next'}
      >
        {icon}
      </Link>
    );
  return (
    <nav className="pagination" aria-label={t('pagination.label')} data-testid="pagination">
      {arrow(
        page - 1,
        t('pagination.previous'),
        <ChevronLeft size={18} aria-hidden="true" />,
        page <= 1,
      )}
      {pageWindow(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={hrefFor(item)}
            className="pagination__item"
            aria-current={item === page ? 'page' : undefined}
          >
            {item}
          </Link>
        ),
      )}
      {arrow(
        page + 1,
        t('pagination.next'),
        <ChevronRight size={18} aria-hidden="true" />,
        page >= totalPages,
      )}
    </nav>
  );
}
