import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@dalbit/contract';
import { Check, Circle } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';

/** The password rule of docs/product/validation.md#password, ticked off live as the user types (the schema has the last word). */
export function PasswordRules({ value }: { value: string }) {
  const { t } = useTranslation('account');
  const rules = [
    {
      key: 'length',
      ok: value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH,
      label: t('password.length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
    },
    { key: 'upper', ok: /[A-Z]/.test(value), label: t('password.upper') },
    { key: 'lower', ok: /[a-z]/.test(value), label: t('password.lower') },
    { key: 'digit', ok: /[0-9]/.test(value), label: t('password.digit') },
    { key: 'special', ok: /[^A-Za-z0-9]/.test(value), label: t('password.special') },
  ];
  return (
    <ul className="password-rules" aria-label={t('password.rulesLabel')}>
      {rules.map((rule) => (
        <li key={rule.key} data-ok={rule.ok}>
          {rule.ok ? (
            <Check size={14} aria-hidden="true" />
          ) : (
            <Circle size={8} aria-hidden="true" />
          )}
          <span>{rule.label}</span>
          <span className="visually-hidden">
            {rule.ok ? t('password.met') : t('password.notMet')}
          </span>
        </li>
      ))}
    </ul>
  );
}
