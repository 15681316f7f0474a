import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's paging, sorting, filters and search kept in the URL (docs/product/back-office.md#screens):
 * a reload, a shared link or the back button shows the same list. Values equal to their
 * default are left out of the address; any change but the page goes back to page 1.
 */
export function useListParams<D extends Record<string, string>>(defaults: D) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => {
    const out: Record<string, string> = { ...defaults };
    for (const key of Object.keys(defaults)) {
      const value = search.get(key);
      if (value !== null) out[key] = value;
    }
    const page = Number(search.get('page'));
    return { ...(out as D), page: Number.isInteger(page) && page >= 1 ? page : 1 };
    // The defaults are constants of the calling page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const set = useCallback(
    (patch: Partial<D> & { page?: number }) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (key === 'page') continue;
            if (value === undefined || value === defaults[key]) next.delete(key);
            else next.set(key, String(value));
          }
          if (patch.page && patch.page > 1) next.set('page', String(patch.page));
          else next.delete('page');
          return next;
        },
        { replace: false },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setSearch],
  );

  /** The address of another page of the same list (for the pagination's links). */
  const hrefFor = useCallback(
    (page: number) => {
      const next = new URLSearchParams(search);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      const query = next.toString();
      return query ? `?${query}` : '?';
    },
    [search],
  );

  return { params, set, hrefFor };
}
