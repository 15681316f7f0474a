import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

/** A list's search: applied on Enter or after a short pause, kept in the URL by the page. */
export function SearchBox({
  label,
  value,
  onSearch,
  testId,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
  testId?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onSearch(draft.trim()), 400);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);
  return (
    <form
      className="admin-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Search size={16} aria-hidden="true" />
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={label}
        data-testid={testId}
        onChange={(event) => setDraft(event.target.value)}
      />
    </form>
  );
}
