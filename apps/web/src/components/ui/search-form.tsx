import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useNavigate } from 'react-router';
import { SEARCH_KEY_MAX_LENGTH } from '@dalbit/contract/constants';
import { searchPath } from '../../lib/search-path';

interface SearchFormProps {
  className: string;
  buttonClassName: string;
  placeholder: string;
  initial?: string;
  /** Names the search landmark (a page with two search forms tells them apart). */
  label?: string;
}

/** A search field of a page (home, results); a blank key never submits. */
export function SearchForm({
  className,
  buttonClassName,
  placeholder,
  initial = '',
  label,
}: SearchFormProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchPath(value);
    if (path) void navigate(path);
  };
  return (
    <form role="search" aria-label={label} className={className} onSubmit={onSubmit}>
      <Search size={20} aria-hidden="true" />
      <input
        type="search"
        value={value}
        maxLength={SEARCH_KEY_MAX_LENGTH}
        onChange={(event) => setValue(event.target.value)}
        placeholder={placeholder}
        aria-label={t('search.label')}
      />
      <button type="submit" className={buttonClassName}>
        {t('search.submit')}
      </button>
    </form>
  );
}
