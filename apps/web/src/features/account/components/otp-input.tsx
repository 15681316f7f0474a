import { OTP_LENGTH } from '@dalbit/contract';
import { forwardRef, type InputHTMLAttributes, useId, useState } from 'react';

interface OtpInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  value: string;
  error?: string;
}

/**
 * One real input (so one-time-code autofill and paste work everywhere) drawn as six boxes.
 * Non-digits are dropped as they are typed or pasted.
 */
export const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput(
  { label, value, error, onChange, ...input },
  ref,
) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const digits = value.replace(/\D/g, '').slice(0, OTP_LENGTH);
  return (
    <div className={`field otp ${error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="otp__boxes" data-focused={focused}>
        {Array.from({ length: OTP_LENGTH }, (_, index) => (
          <span
            key={index}
            className="otp__box"
            data-active={focused && index === Math.min(digits.length, OTP_LENGTH - 1)}
            data-filled={index < digits.length}
            aria-hidden="true"
          >
            {digits[index] ?? ''}
          </span>
        ))}
        <input
          ref={ref}
          id={id}
          className="otp__input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
            onChange?.(event);
          }}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            setFocused(false);
            input.onBlur?.(event);
          }}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
