import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, forwardRef, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';

/**
 * Schema messages are keys (`validation.password_rule`) translated with the field's name and
 * the limits; server messages arrive already translated and are shown as they are.
 */
export function useFieldMessage() {
  const { t } = useTranslation(['validation']);
  return (message: string | undefined, value: string, params: Record<string, unknown> = {}) => {
    if (!message) return undefined;
    if (!message.startsWith('validation.')) return message;
    return t(`validation:${message.slice('validation.'.length)}`, { value, ...params });
  };
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown at the end of the input (a toggle, a unit). */
  trailing?: ReactNode;
}

/** Label, input, then the field's own error right below it (announced as an alert). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, trailing, className = '', ...input },
  ref,
) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          ref={ref}
          id={id}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {trailing}
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {hint && (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      )}
    </div>
  );
});

export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation('account');
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        {...props}
        type={visible ? 'text' : 'password'}
        trailing={
          <button
            type="button"
            className="field__toggle"
            onClick={() => setVisible((value) => !value)}
            aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
            aria-pressed={visible}
          >
            {visible ? (
              <EyeOff size={18} aria-hidden="true" />
            ) : (
              <Eye size={18} aria-hidden="true" />
            )}
          </button>
        }
      />
    );
  },
);

export function FormAlert({ message, testId }: { message?: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
