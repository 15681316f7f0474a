import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@dalbit/contract';
import { useTranslation } from '../../../lib/i18n-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField, useFieldMessage } from '../../../components/form/form-fields';
import { PasswordRules } from './password-rules';

interface NewPasswordFieldsProps {
  label: string;
  /** What is typed so far, for the live rule checklist. */
  password: string | undefined;
  passwordField: UseFormRegisterReturn<'password'>;
  confirmField: UseFormRegisterReturn<'confirmPassword'>;
  passwordError: string | undefined;
  confirmError: string | undefined;
}

/** A new password with its rules, and its confirmation (sign-up and password reset). */
export function NewPasswordFields({
  label,
  password,
  passwordField,
  confirmField,
  passwordError,
  confirmError,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  const fieldMessage = useFieldMessage();
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        // Never maxLength: a longer password (from a password manager) would be cut without a
        // word; the schema's 'too long' message says what to do instead.
        error={fieldMessage(passwordError, t('fields.password'), {
          min: PASSWORD_MIN_LENGTH,
          max: PASSWORD_MAX_LENGTH,
        })}
        hint={<PasswordRules value={password ?? ''} />}
        {...passwordField}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={fieldMessage(confirmError, t('fields.confirmPassword'))}
        {...confirmField}
      />
    </>
  );
}
