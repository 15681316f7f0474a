import { ArrowDown, ArrowUp, ArrowUpDown, Inbox, RefreshCw, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { StateMessage } from '../ui/state-message';
import './data-table.css';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The sort key this column orders by, when it can. */
  sortKey?: string;
  /** Hidden on narrow screens (the row's own link still leads to everything). */
  wideOnly?: boolean;
  align?: 'start' | 'end';
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  emptyTitle: string;
  emptyText?: string;
  sort?: { key: string; order: 'asc' | 'desc'; onSort: (key: string) => void };
  testId?: string;
}

/**
 * The back office's tables: a real <table> with a caption for screen readers, sortable
 * headers as buttons with aria-sort, and the loading, empty and error states of every list.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const { columns, rows, sort } = props;
  if (props.error) {
    return (
      <StateMessage
        tone="error"
        icon={<WifiOff size={26} />}
        title={t('table.errorTitle')}
        text={props.error.message}
        action={
          <button type="button" className="btn btn--dark" onClick={props.onRetry}>
            <RefreshCw size={16} aria-hidden="true" />
            {t('actions.retry')}
          </button>
        }
      />
    );
  }
  if (!props.isLoading && rows?.length === 0) {
    return (
      <StateMessage
        icon={<Inbox size={26} />}
        title={props.emptyTitle}
        text={props.emptyText}
        testId={props.testId ? `${props.testId}-empty` : undefined}
      />
    );
  }
  return (
    // A table wider than a phone scrolls sideways: the keyboard must reach that scroll too, so
    // the region takes focus (WCAG 2.1.1) and is named by the table's caption.
    <div className="data-table__scroll" role="region" aria-label={props.caption} tabIndex={0}>
      <table className="data-table" data-testid={props.testId} aria-busy={props.isLoading}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort && column.sortKey === sort.key;
              const ariaSort = active
                ? sort.order === 'asc'
                  ? 'ascending'
                  : 'descending'
                : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={ariaSort}
                  className={`${column.wideOnly ? 'data-table__wide' : ''} ${column.align === 'end' ? 'data-table__end' : ''}`}
                >
                  {sort && column.sortKey ? (
                    <button
                      type="button"
                      className="data-table__sort"
                      onClick={() => sort.onSort(column.sortKey ?? '')}
                    >
                      {column.header}
                      {active ? (
                        sort.order === 'asc' ? (
                          <ArrowUp size={14} aria-hidden="true" />
                        ) : (
                          <ArrowDown size={14} aria-hidden="true" />
                        )
                      ) : (
                        <ArrowUpDown size={14} aria-hidden="true" className="data-table__idle" />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {props.isLoading && !rows
            ? Array.from({ length: 6 }, (_, i) => (
                <tr key={i} aria-hidden="true">
                  {columns.map((column) => (
                    <td key={column.key} className={column.wideOnly ? 'data-table__wide' : ''}>
                      <span className="skeleton data-table__skeleton" />
                    </td>
                  ))}
                </tr>
              ))
            : rows?.map((row) => (
                <tr key={props.rowKey(row)}>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={`${column.wideOnly ? 'data-table__wide' : ''} ${column.align === 'end' ? 'data-table__end' : ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

/** Toggles a sort: another column starts descending, the same column flips. */
export function nextSort(
  current: { sort: string; order: string },
  key: string,
): { sort: string; order: 'asc' | 'desc' } {
  if (current.sort !== key) return { sort: key, order: 'desc' };
  return { sort: key, order: current.order === 'desc' ? 'asc' : 'desc' };
}
