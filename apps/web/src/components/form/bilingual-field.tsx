import { AlertTriangle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { FieldError } from './form-fields';
import './form-fields.css';
import './bilingual-field.css';

interface Side {
  registration: UseFormRegisterReturn;
  value: string;
  error?: string | undefined;
}

interface BilingualFieldProps {
  label: string;
  ko: Side;
  en: Side;
  multiline?: boolean;
  rows?: number;
  hint?: ReactNode;
  testId?: string;
}

/**
 * One field in both languages side by side (docs/product/back-office.md#screens): Korean on the
 * left, English on the right (stacked on a phone), with a mark on the side whose translation is
 * missing while the other is written.
 */
export function BilingualField({
  label,
  ko,
  en,
  multiline,
  rows = 3,
  hint,
  testId,
}: BilingualFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const sides = [
    ['ko', t('bilingual.ko'), ko, en],
    ['en', t('bilingual.en'), en, ko],
  ] as const;
  return (
    <fieldset className="bilingual" data-testid={testId}>
      <legend className="field__label">{label}</legend>
      <div className="bilingual__pair">
        {sides.map(([lang, name, side, other]) => {
          const missing = !side.value.trim() && other.value.trim() !== '';
          const inputId = `${id}-${lang}`;
          const describedBy = [
            side.error ? `${inputId}-error` : null,
            missing ? `${inputId}-missing` : null,
          ]
            .filter(Boolean)
            .join(' ');
          const common = {
            id: inputId,
            lang,
            className: `field__input ${multiline ? 'bilingual__area' : ''}`,
            'aria-invalid': side.error ? true : undefined,
            'aria-describedby': describedBy || undefined,
            'data-testid': testId ? `${testId}-${lang}` : undefined,
            ...side.registration,
          };
          return (
            <div
              key={lang}
              className={`bilingual__side field ${side.error ? 'field--invalid' : ''}`}
            >
              <label className="bilingual__lang" htmlFor={inputId}>
                {name}
                {missing && (
                  <span className="bilingual__missing" id={`${inputId}-missing`}>
                    <AlertTriangle size={13} aria-hidden="true" />
                    {t('bilingual.missing')}
                  </span>
                )}
              </label>
              {multiline ? <textarea rows={rows} {...common} /> : <input {...common} />}
              <FieldError id={`${inputId}-error`} message={side.error} />
            </div>
          );
        })}
      </div>
      {hint && <div className="field__hint">{hint}</div>}
    </fieldset>
  );
}
