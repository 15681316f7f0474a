import { ArrowLeft, Search, X } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useNavigate } from 'react-router';
import { Drawer } from '../../components/ui/drawer';
import { useHotSearch } from '../../features/search';
import { searchPath } from '../../lib/search-path';
import { currentLocale } from '../../lib/i18n';
import { pickText } from '../../lib/localized';
import './search-drawer.css';

/** Narrow screens' full-screen search with the popular keywords (docs/product/layout.md#search-drawer). */
export function SearchDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const hot = useHotSearch(open);
  const locale = currentLocale();

  const submit = (key: string) => {
    const path = searchPath(key);
    if (!path) {
      inputRef.current?.focus();
      return;
    }
    onClose();
    void navigate(path);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(value);
  };

  const keywords = (hot.data ?? []).filter((keyword) => !keyword.deleted);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="full"
      ariaLabel={t('search.label')}
      testId="search-drawer"
      initialFocusRef={inputRef}
    >
      <form
        role="search"
        aria-label={t('search.siteLabel')}
        className="search-drawer__bar"
        onSubmit={onSubmit}
      >
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          aria-label={t('actions.close')}
        >
          <ArrowLeft size={22} aria-hidden="true" />
        </button>
        <div className="search-drawer__field">
          <Search size={18} className="search-drawer__icon" aria-hidden="true" />
          <input
            ref={inputRef}
            type="search"
            enterKeyHint="search"
            value={value}
            maxLength={100}
            onChange={(event) => setValue(event.target.value)}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            data-testid="search-drawer-input"
          />
          {value && (
            <button
              type="button"
              className="search-drawer__clear"
              aria-label={t('search.clear')}
              data-testid="search-clear"
              onClick={() => {
                setValue('');
                inputRef.current?.focus();
              }}
            >
              <X size={14} aria-hidden="true" />
            </button>
          )}
        </div>
        <button type="submit" className="search-drawer__submit">
          {t('search.submit')}
        </button>
      </form>

      <section className="search-drawer__hot" aria-labelledby="hot-search-title">
        <h2 id="hot-search-title">{t('search.popular')}</h2>
        {hot.isPending ? (
          <div className="chip-row" aria-hidden="true">
            {[72, 96, 64, 88, 110, 70].map((width, index) => (
              <span key={index} className="skeleton chip-skeleton" style={{ width }} />
            ))}
          </div>
        ) : keywords.length > 0 ? (
          <ul className="chip-row">
            {keywords.map((keyword, index) => {
              const name = pickText(keyword.name_kr, keyword.name_eng, locale);
              return (
                <li key={keyword._id}>
                  <button
                    type="button"
                    className="chip"
                    data-testid="hot-search-chip"
                    onClick={() => {
                      setValue(name);
                      submit(name);
                    }}
                  >
                    <span className="chip__rank">{index + 1}</span>
                    {name}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="search-drawer__none">{t('search.noPopular')}</p>
        )}
      </section>
    </Drawer>
  );
}
