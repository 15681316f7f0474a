import { addEmailBodySchema, checkOtpBodySchema } from '@dalbit/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { AtSign, MailCheck, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAccount } from '../../../lib/session/account-context';
import type { AccountUser } from '../../../lib/session/account-types';
import { accountApi } from '../api/account-api';
import { AuthShell } from '../components/auth-shell';
import { TextField, useFieldMessage } from '../../../components/form/form-fields';
import { OtpField } from '../components/otp-field';
import { withLanguage } from '../components/with-language';
import { cooldownLeft, markCodeSent } from '../hooks/use-resend-cooldown';
import { useSendCode } from '../hooks/use-send-code';
import { socialApi } from '../social/social-api';

type OtpValues = z.input<typeof checkOtpBodySchema>;
type AddEmailValues = z.input<typeof addEmailBodySchema>;

/**
 * The e-mail step of an account without an address (a Kakao account whose owner withheld
 * it): name one; the account carries it, unverified, and a code goes to it (add-email).
 */
interface AddEmailStepProps {
  onAdded: (user: AccountUser) => void;
  /** Correcting the address the code went to: it starts filled in, and the step can be left. */
  current?: string | undefined;
  onCancel?: (() => void) | undefined;
}

function AddEmailStep({ onAdded, current, onCancel }: AddEmailStepProps) {
  const { t } = useTranslation('account');
  useTranslation(['validation']);
  const fieldMessage = useFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddEmailValues, unknown, z.output<typeof addEmailBodySchema>>({
    resolver: withLanguage(zodResolver(addEmailBodySchema)),
    defaultValues: { userEmail: current ?? '' },
  });

  const onSubmit = handleSubmit(async ({ userEmail }) => {
    // The same address again: nothing to change, back to its code.
    if (current && onCancel && userEmail === current.toLowerCase()) {
      onCancel();
      return;
    }
    try {
      const user = await socialApi.addEmail(userEmail);
      // add-email mailed the first code: the code step starts with the resend cooldown.
      markCodeSent(user.userEmail ?? userEmail, 'verify');
      onAdded(user);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 429) markCodeSent(userEmail, 'verify', error.retryAfter ?? undefined);
        setError('userEmail', { message: error.message }, { shouldFocus: true });
      } else toastError(null);
    }
  });

  return (
    <AuthShell
      variant="narrow"
      eyebrow={t('verify.eyebrow')}
      title={current ? t('addEmail.changeTitle') : t('addEmail.title')}
      lead={current ? t('addEmail.changeLead') : t('addEmail.lead')}
    >
      <div className="auth-badge" aria-hidden="true">
        <AtSign size={26} />
      </div>
      <form
        className="auth-form"
        data-testid="add-email-form"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <TextField
          label={t('fields.userEmail')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('form.emailPlaceholder')}
          error={fieldMessage(errors.userEmail?.message, t('fields.userEmail'))}
          {...register('userEmail')}
        />
        <button
          type="submit"
          className="btn btn--dark btn--block btn--tall"
          disabled={isSubmitting}
          data-testid="add-email-submit"
        >
          {isSubmitting ? t('addEmail.submitting') : t('addEmail.submit')}
        </button>
        {onCancel && (
          <button
            type="button"
            className="btn btn--outline btn--block btn--tall"
            onClick={onCancel}
            data-testid="add-email-cancel"
          >
            {t('addEmail.keep', { email: current })}
          </button>
        )}
      </form>
    </AuthShell>
  );
}

interface CodeStepProps {
  email: string;
  /** Any account may correct its address before it is verified (a typo at sign-up). */
  onChangeEmail?: (() => void) | undefined;
}

function CodeStep({ email, onChangeEmail }: CodeStepProps) {
  const { t } = useTranslation('account');
  const { setUser } = useAccount();
  const { secondsLeft, sending, send } = useSendCode(email, 'verify');
  const [notice, setNotice] = useState<string | null>(null);
  const arrived = useRef(false);

  // docs/product/accounts.md#email-verification: arriving here re-sends a code automatically, once per arrival, unless one
  // went out less than a minute ago (right after sign-up or add-email, or a reload).
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
      // docs/product/messages.md#inline-messages: a failed verification shows the response's message.
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
      {onChangeEmail && (
        <p className="auth-change-email">
          <button
            type="button"
            className="text-link auth-change-email__button"
            onClick={onChangeEmail}
            data-testid="add-email-change"
          >
            {t('addEmail.change')}
          </button>
        </p>
      )}
      <form
        className="auth-form"
        data-testid="otp-form"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <OtpField control={control} error={errors.otp?.message} />
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

/**
 * /email-verification: the code sent to the account's e-mail. An account without one (a Kakao
 * account whose owner withheld it) first names an address, then enters the code sent to it; any
 * account may correct a mistyped address here until it is verified.
 */
export function EmailVerificationPage() {
  const { user, setUser } = useAccount();
  const [changing, setChanging] = useState(false);
  const email = user?.userEmail ?? null;
  if (!email || changing) {
    return (
      <AddEmailStep
        current={email ?? undefined}
        onCancel={email ? () => setChanging(false) : undefined}
        onAdded={(updated) => {
          setChanging(false);
          setUser(updated);
        }}
      />
    );
  }
  return <CodeStep key={email} email={email} onChangeEmail={() => setChanging(true)} />;
}
