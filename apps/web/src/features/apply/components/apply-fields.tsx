import { Check } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { FieldError } from '../../../components/form/form-fields';

interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface ApplyFieldProps {
  label: string;
  optional?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Shown at the label's end: a character counter. */
  aside?: ReactNode;
  testId?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * Label, control, then the field's error and hint right below it. The control gets the ids that
 * tie the error to it, so a screen reader reads the message with the field.
 */
export function ApplyField({
  label,
  optional,
  error,
  hint,
  aside,
  testId,
  children,
}: ApplyFieldProps) {
  const { t } = useTranslation('apply');
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`} data-testid={testId}>
      <div className="apply-field__head">
        <label className="field__label" htmlFor={id}>
          {label}
          {optional && (
            <>
              {' '}
              <span className="apply-field__optional">{t('fields.optional')}</span>
            </>
          )}
        </label>
        {aside}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      <FieldError id={`${id}-error`} message={error} />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** `123 / 5,000`, red once past the limit (the schema then says the text is too long). */
export function Counter({ count, max }: { count: number; max: number }) {
  const { t, i18n } = useTranslation('apply');
  const format = (n: number) => n.toLocaleString(i18n.language);
  return (
    <span className="apply-counter" data-over={count > max ? 'true' : undefined} aria-hidden="true">
      {t('fields.counter', { current: format(count), max: format(max) })}
    </span>
  );
}

interface ChoiceOption {
  value: string;
  label: string;
  text?: string;
  icon?: ReactNode;
}

interface ChoiceGroupProps {
  legend: string;
  type: 'radio' | 'checkbox';
  options: ChoiceOption[];
  input: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  optional?: boolean;
  testId: string;
}

/**
 * Radio cards (one video type) or check cards (any number of benefits) in a fieldset, so the
 * legend names the group and its error is read with every option.
 */
export function ChoiceGroup({
  legend,
  type,
  options,
  input,
  error,
  hint,
  optional,
  testId,
}: ChoiceGroupProps) {
  const { t } = useTranslation('apply');
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      className={`field apply-choices ${error ? 'field--invalid' : ''}`}
      data-testid={testId}
      aria-describedby={describedBy || undefined}
    >
      <legend className="field__label apply-choices__legend">
        {legend}
        {optional && (
          <>
            {' '}
            <span className="apply-field__optional">{t('fields.optional')}</span>
          </>
        )}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="field__hint apply-choices__hint">
          {hint}
        </p>
      )}
      <div className={`apply-choices__grid apply-choices__grid--${type}`}>
        {options.map((option) => (
          <label key={option.value} className="apply-choice">
            <input
              type={type}
              value={option.value}
              className="apply-choice__input"
              aria-invalid={error ? true : undefined}
              {...input}
            />
            <span className="apply-choice__card">
              {option.icon && (
                <span className="apply-choice__icon" aria-hidden="true">
                  {option.icon}
                </span>
              )}
              <span className="apply-choice__text">
                <strong>{option.label}</strong>
                {option.text && <small>{option.text}</small>}
              </span>
              <span className="apply-choice__tick" aria-hidden="true">
                <Check size={14} strokeWidth={3} />
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
