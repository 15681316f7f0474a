import { useTranslation } from '../../lib/i18n-react';
import { api } from '../../lib/api-client';
import { currentLocale, i18n } from '../../lib/i18n';
import { type Locale, localeToLanguage, storeLanguage } from '../../lib/language';

/** KO / EN for staff: the whole back office follows, and the account remembers it. */
export function LanguageToggle() {
  const { t } = useTranslation('admin');
  const active = currentLocale();
  const change = async (locale: Locale) => {
    storeLanguage(locale);
    await i18n.changeLanguage(locale);
    await api
      .patch(
        '/user/change-language',
        { language: localeToLanguage(locale) },
        { toastOnError: false },
      )
      .catch(() => undefined);
  };
  return (
    <div className="admin-lang" role="group" aria-label={t('shell.language')}>
      {(['ko', 'en'] as const).map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={active === locale}
          data-testid={`admin-language-${locale}`}
          onClick={() => void change(locale)}
        >
          {locale === 'ko' ? '한국어' : 'English'}
        </button>
      ))}
    </div>
  );
}
