import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './form-fields';

interface SelectFieldProps {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  children: ReactNode;
}

/** Label, a registered select, then the field's own error (like TextField). */
export function SelectField({ label, error, registration, children }: SelectFieldProps) {
  const id = `select-${registration.name}`;
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <select
          id={id}
          className="field__input field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        >
          {children}
        </select>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
