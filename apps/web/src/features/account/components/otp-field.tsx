import { useTranslation } from '../../../lib/i18n-react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useFieldMessage } from '../../../components/form/form-fields';
import { OtpInput } from './otp-input';

/** The 6-digit code of a form whose values have an `otp` field (verification, reset). */
export function OtpField<T extends FieldValues & { otp?: string }>({
  control,
  error,
}: {
  control: Control<T>;
  error: string | undefined;
}) {
  const { t } = useTranslation('account');
  const fieldMessage = useFieldMessage();
  return (
    <Controller
      control={control}
      name={'otp' as Path<T>}
      render={({ field }) => (
        <OtpInput
          label={t('fields.otp')}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldMessage(error, t('fields.otp'))}
        />
      )}
    />
  );
}
