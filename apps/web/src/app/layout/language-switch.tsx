import { useTranslation } from '../../lib/i18n-react';
import { useChangeLanguage } from '../../features/account/hooks/use-change-language';
import { currentLocale } from '../../lib/i18n';
import type { Locale } from '../../lib/language';
import './language-switch.css';

const OPTIONS: { locale: Locale; labelKey: string }[] = [
  { locale: 'ko', labelKey: 'language.korean' },
  { locale: 'en', labelKey: 'language.english' },
];

/** Segmented KO / EN switch used in the user menu and the drawer. */
export function LanguageSwitch({ onChanged }: { onChanged?: () => void }) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const active = i18n.language ? currentLocale() : 'en';
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {OPTIONS.map(({ locale, labelKey }) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="language-switch__option"
          aria-pressed={active === locale}
          data-testid={`language-option-${locale}`}
          onClick={() => {
            void changeLanguage(locale).then(() => onChanged?.());
          }}
        >
          {t(labelKey)}
        </button>
      ))}
    </div>
  );
}
