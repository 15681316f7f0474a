import { checkOtpBodySchema } from '@dalbit/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAccount } from '../account-context';
import { accountApi } from '../api/account-api';
import { AuthShell } from '../components/auth-shell';
import { useFieldMessage } from '../components/form-fields';
import { OtpInput } from '../components/otp-input';
import { withLanguage } from '../components/with-language';
import { cooldownLeft } from '../hooks/use-resend-cooldown';
import { useSendCode } from '../hooks/use-send-code';

type OtpValues = z.input<typeof checkOtpBodySchema>;

export function EmailVerificationPage() {
  const { t } = useTranslation('account');
  useTranslation(['validation']);
  const fieldMessage = useFieldMessage();
  const { user, setUser } = useAccount();
  const email = user?.userEmail ?? '';
  const { secondsLeft, sending, send } = useSendCode(email, 'verify');
  const [notice, setNotice] = useState<string | null>(null);
  const arrived = useRef(false);

  // Spec section 4: arriving here re-sends a code automatically, once per arrival, unless one
  // went out less than a minute ago (right after sign-up, or a reload).
  useEffect(() => {
    if (arrived.current || !email) return;
    arrived.current = true;
    if (cooldownLeft(email, 'verify') > 0) return;
    void send().then((result) => {
      if (result.msg) setNotice(result.msg);
    });
  }, [email, send]);

  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OtpValues, unknown, z.output<typeof checkOtpBodySchema>>({
    resolver: withLanguage(zodResolver(checkOtpBodySchema)),
    defaultValues: { userEmail: email, otp: '' },
  });

  const onSubmit = handleSubmit(async ({ otp }) => {
    try {
      const verified = await accountApi.checkOtp(email, otp);
      toastSuccess(t('verify.done'));
      // The guard then moves the account on (the survey, or /home).
      setUser(verified);
    } catch (error) {
      // Spec section 8: a failed verification shows the response's message.
      if (error instanceof ApiError)
        setError('otp', { message: error.message }, { shouldFocus: true });
      else toastError(null);
    }
  });

  const resend = async () => {
    const result = await send();
    if (result.ok) toastSuccess(result.msg);
    else if (result.msg) setNotice(result.msg);
  };

  return (
    <AuthShell
      variant="narrow"
      eyebrow={t('verify.eyebrow')}
      title={t('verify.title')}
      lead={t('verify.lead', { email })}
    >
      <div className="auth-badge" aria-hidden="true">
        <MailCheck size={26} />
      </div>
      {notice && (
        <p className="form-notice" role="status">
          {notice}
        </p>
      )}
      <form
        className="auth-form"
        data-testid="otp-form"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <Controller
          control={control}
          name="otp"
          render={({ field }) => (
            <OtpInput
              label={t('fields.otp')}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldMessage(errors.otp?.message, t('fields.otp'))}
            />
          )}
        />
        <button
          type="submit"
          className="btn btn--dark btn--block btn--tall"
          disabled={isSubmitting}
          data-testid="otp-submit"
        >
          {isSubmitting ? t('verify.submitting') : t('verify.submit')}
        </button>
        <div className="resend">
          <span>{t('verify.noCode')}</span>
          <button
            type="button"
            className="resend__button"
            onClick={() => void resend()}
            disabled={secondsLeft > 0 || sending}
            data-testid="otp-resend"
          >
            <RotateCw size={15} aria-hidden="true" />
            {secondsLeft > 0 ? t('verify.resendIn', { seconds: secondsLeft }) : t('verify.resend')}
          </button>
        </div>
      </form>
    </AuthShell>
  );
}
