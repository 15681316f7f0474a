import { resetPasswordBodySchema } from '@dalbit/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, RotateCw, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAccount } from '../../../lib/session/account-context';
import { accountApi } from '../api/account-api';
import { AuthShell } from '../components/auth-shell';
import { FormAlert, TextField, useFieldMessage } from '../../../components/form/form-fields';
import { NewPasswordFields } from '../components/new-password-fields';
import { OtpField } from '../components/otp-field';
import { withLanguage } from '../components/with-language';
import { useSendCode } from '../hooks/use-send-code';

type ResetValues = z.input<typeof resetPasswordBodySchema>;

/** /forgot-password: e-mail, then the code and a new password, then signed in. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  useTranslation(['validation']);
  const fieldMessage = useFieldMessage();
  const { signIn } = useAccount();
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues, unknown, z.output<typeof resetPasswordBodySchema>>({
    resolver: withLanguage(zodResolver(resetPasswordBodySchema)),
    defaultValues: { userEmail: '', otp: '', password: '', confirmPassword: '' },
  });
  const [userEmail, password] = useWatch({ control, name: ['userEmail', 'password'] });
  const email = (userEmail ?? '').trim().toLowerCase();
  const { secondsLeft, sending, send } = useSendCode(email, 'reset');

  const sendCode = async () => {
    setFailure(null);
    if (!(await trigger('userEmail'))) return;
    const result = await send(getValues('userEmail').trim().toLowerCase());
    if (result.ok) {
      toastSuccess(result.msg);
      setStep('reset');
    } else if (result.msg) {
      // Rate limited: the code sent a moment ago is still good, so go on to the next step.
      setFailure(result.msg);
      setStep('reset');
    }
  };

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { token } = await accountApi.resetPassword(body);
      toastSuccess(t('forgot.done'));
      // Signed in with the new password; the guest-only guard moves the account on.
      await signIn(token);
    } catch (error) {
      if (!(error instanceof ApiError)) return toastError(null);
      if (error.code.startsWith('otp.')) {
        setError('otp', { message: t('errors.code') }, { shouldFocus: true });
      } else if (error.code === 'user.not_found') {
        setStep('email');
        setError('userEmail', { message: t('errors.emailNotFound') }, { shouldFocus: true });
      } else if (error.code === 'password.common') {
        setError('password', { message: error.message }, { shouldFocus: true });
      } else if (error.code === 'request.invalid') {
        setFailure(t('errors.passwordForm'));
      } else toastError(error.message);
    }
  });

  return (
    <AuthShell
      variant="narrow"
      eyebrow={t('forgot.eyebrow')}
      title={t('forgot.title')}
      lead={step === 'email' ? t('forgot.leadEmail') : t('forgot.leadReset', { email })}
      footer={
        <p>
          {t('forgot.remembered')}{' '}
          <Link className="text-link text-link--strong" to="/login">
            {t('signUp.signIn')}
          </Link>
        </p>
      }
    >
      <ol className="steps" aria-label={t('forgot.stepsLabel')}>
        <li data-current={step === 'email'}>{t('forgot.stepEmail')}</li>
        <li data-current={step === 'reset'}>{t('forgot.stepReset')}</li>
      </ol>
      <form
        className="auth-form"
        data-testid="forgot-form"
        onSubmit={(e) => void (step === 'email' ? (e.preventDefault(), sendCode()) : onSubmit(e))}
        noValidate
      >
        <FormAlert message={failure} testId="forgot-error" />
        <TextField
          label={t('fields.userEmail')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('form.emailPlaceholder')}
          readOnly={step === 'reset'}
          error={fieldMessage(errors.userEmail?.message, t('fields.userEmail'))}
          trailing={
            step === 'reset' ? (
              <button
                type="button"
                className="field__inline-action"
                onClick={() => setStep('email')}
              >
                {t('forgot.changeEmail')}
              </button>
            ) : undefined
          }
          {...register('userEmail')}
        />
        {step === 'email' ? (
          <button
            type="submit"
            className="btn btn--dark btn--block btn--tall"
            disabled={sending}
            data-testid="forgot-send"
          >
            <Send size={17} aria-hidden="true" />
            {t('forgot.send')}
          </button>
        ) : (
          <>
            <OtpField control={control} error={errors.otp?.message} />
            <div className="resend resend--start">
              <button
                type="button"
                className="resend__button"
                onClick={() => void sendCode()}
                disabled={secondsLeft > 0 || sending}
                data-testid="forgot-resend"
              >
                <RotateCw size={15} aria-hidden="true" />
                {secondsLeft > 0
                  ? t('verify.resendIn', { seconds: secondsLeft })
                  : t('verify.resend')}
              </button>
            </div>
            <NewPasswordFields
              label={t('fields.newPassword')}
              password={password}
              passwordField={register('password')}
              confirmField={register('confirmPassword')}
              passwordError={errors.password?.message}
              confirmError={errors.confirmPassword?.message}
            />
            <button
              type="submit"
              className="btn btn--dark btn--block btn--tall"
              disabled={isSubmitting}
              data-testid="forgot-submit"
            >
              <KeyRound size={17} aria-hidden="true" />
              {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
            </button>
          </>
        )}
      </form>
    </AuthShell>
  );
}
