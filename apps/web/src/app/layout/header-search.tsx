import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useNavigate } from 'react-router';
import { searchPath } from '../../lib/search-path';

/**
 * Wide-screen search box (docs/product/layout.md#search): an empty submit toggles the field open or closed,
 * a non-empty one goes to /search?key=...
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchPath(value);
    if (!path) {
      setValue('');
      setOpen((current) => !current);
      return;
    }
    void navigate(path);
    setValue('');
    setOpen(false);
  };

  return (
    <form
      role="search"
      aria-label={t('search.siteLabel')}
      className={`header-search${open ? ' header-search--open' : ''}`}
      onSubmit={onSubmit}
    >
      {open && (
        <input
          ref={inputRef}
          className="header-search__input"
          type="search"
          value={value}
          maxLength={100}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          data-testid="header-search-input"
        />
      )}
      <button
        type="submit"
        className="icon-button"
        aria-label={t('search.submit')}
        aria-expanded={open}
        data-testid="header-search-toggle"
      >
        <Search size={20} aria-hidden="true" />
      </button>
    </form>
  );
}
