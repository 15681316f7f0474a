import { registerBodySchema, USER_NAME_MAX_LENGTH } from '@dalbit/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm, type UseFormRegisterReturn, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { SESSION_KEYS } from '../../../lib/storage-keys';
import { toastError } from '../../../lib/toast';
import { useAccount } from '../../../lib/session/account-context';
import { accountApi } from '../api/account-api';
import { AuthShell } from '../components/auth-shell';
import { FieldError, TextField, useFieldMessage } from '../../../components/form/form-fields';
import { NewPasswordFields } from '../components/new-password-fields';
import { withLanguage } from '../components/with-language';
import { markCodeSent } from '../hooks/use-resend-cooldown';

type SignUpValues = z.input<typeof registerBodySchema>;
type Draft = Pick<SignUpValues, 'userName' | 'userEmail'> & {
  agreeTerms?: boolean;
  agreePrivacy?: boolean;
};

/** Only the non-secret fields survive a reload or a failed call; passwords never hit storage. */
function readDraft(): Draft {
  try {
    return JSON.parse(sessionStorage.getItem(SESSION_KEYS.signUpDraft) ?? '{}') as Draft;
  } catch {
    return {} as Draft;
  }
}

function writeDraft(draft: Draft | null): void {
  try {
    if (draft) sessionStorage.setItem(SESSION_KEYS.signUpDraft, JSON.stringify(draft));
    else sessionStorage.removeItem(SESSION_KEYS.signUpDraft);
  } catch {
    // Best effort.
  }
}

export function SignUpPage() {
  const { t } = useTranslation('account');
  useTranslation(['validation']);
  const fieldMessage = useFieldMessage();
  const { signIn } = useAccount();
  const [emailTaken, setEmailTaken] = useState(false);
  const [draft] = useState(readDraft);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues, unknown, z.output<typeof registerBodySchema>>({
    resolver: withLanguage(zodResolver(registerBodySchema)),
    mode: 'onTouched',
    defaultValues: {
      userName: draft.userName ?? '',
      userEmail: draft.userEmail ?? '',
      password: '',
      confirmPassword: '',
      agreeTerms: (draft.agreeTerms ?? false) as true,
      agreePrivacy: (draft.agreePrivacy ?? false) as true,
    },
  });
  const [userName, userEmail, password, agreeTerms, agreePrivacy] = useWatch({
    control,
    name: ['userName', 'userEmail', 'password', 'agreeTerms', 'agreePrivacy'],
  });

  useEffect(() => {
    writeDraft({ userName, userEmail, agreeTerms, agreePrivacy } as Draft);
  }, [userName, userEmail, agreeTerms, agreePrivacy]);

  const emailField = register('userEmail');

  const checkEmail = async (value: string) => {
    const email = value.trim().toLowerCase();
    if (!/^\S+@\S+\.\S+$/.test(email)) return setEmailTaken(false);
    try {
      const { existEmail } = await accountApi.checkEmailExist(email);
      setEmailTaken(existEmail);
    } catch {
      setEmailTaken(false);
    }
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { token, userEmail: email } = await accountApi.register(body);
      // docs/product/accounts.md#sign-up: store the token as unverified, then send the code (docs/api.md#decisions: register
      // itself sends none). If this send fails, the verification screen sends again.
      await accountApi
        .sendOtp(email, 'verify')
        .then(() => markCodeSent(email, 'verify'))
        .catch(() => undefined);
      writeDraft(null);
      await signIn(token);
    } catch (error) {
      if (!(error instanceof ApiError)) return toastError(null);
      if (error.code === 'auth.email_taken') {
        setEmailTaken(true);
        setError('userEmail', { message: error.message }, { shouldFocus: true });
      } else if (error.code === 'password.common') {
        setError('password', { message: error.message }, { shouldFocus: true });
      } else toastError(error.message);
    }
  });

  const nameLabel = t('fields.userName');
  return (
    <AuthShell
      eyebrow={t('signUp.eyebrow')}
      title={t('signUp.title')}
      lead={t('signUp.lead')}
      footer={
        <p>
          {t('signUp.haveAccount')}{' '}
          <Link className="text-link text-link--strong" to="/login">
            {t('signUp.signIn')}
          </Link>
        </p>
      }
    >
      <form
        className="auth-form"
        data-testid="signup-form"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <TextField
          label={nameLabel}
          autoComplete="name"
          placeholder={t('form.namePlaceholder')}
          error={fieldMessage(errors.userName?.message, nameLabel, { max: USER_NAME_MAX_LENGTH })}
          {...register('userName')}
        />
        <TextField
          label={t('fields.userEmail')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('form.emailPlaceholder')}
          error={fieldMessage(errors.userEmail?.message, t('fields.userEmail'))}
          hint={
            emailTaken && !errors.userEmail ? (
              <span className="field__notice">
                {t('signUp.emailTaken')}{' '}
                <Link className="text-link" to="/login">
                  {t('signUp.signIn')}
                </Link>
                {' · '}
                <Link className="text-link" to="/forgot-password">
                  {t('login.forgot')}
                </Link>
              </span>
            ) : undefined
          }
          {...emailField}
          onBlur={(event) => {
            void emailField.onBlur(event);
            void checkEmail(event.target.value);
          }}
        />
        <NewPasswordFields
          label={t('fields.password')}
          password={password}
          passwordField={register('password')}
          confirmField={register('confirmPassword')}
          passwordError={errors.password?.message}
          confirmError={errors.confirmPassword?.message}
        />

        <fieldset className="agreements">
          <legend className="agreements__legend">{t('signUp.agreements')}</legend>
          <Agreement
            name="agreeTerms"
            error={fieldMessage(errors.agreeTerms?.message, t('legal.terms'))}
            input={register('agreeTerms')}
          >
            <Trans
              t={t}
              i18nKey="signUp.agreeTerms"
              components={{ doc: <Link to="/terms" target="_blank" className="text-link" /> }}
            />
          </Agreement>
          <Agreement
            name="agreePrivacy"
            error={fieldMessage(errors.agreePrivacy?.message, t('legal.privacy'))}
            input={register('agreePrivacy')}
          >
            <Trans
              t={t}
              i18nKey="signUp.agreePrivacy"
              components={{ doc: <Link to="/privacy" target="_blank" className="text-link" /> }}
            />
          </Agreement>
        </fieldset>

        <button
          type="submit"
          className="btn btn--dark btn--block btn--tall"
          disabled={isSubmitting}
          data-testid="signup-submit"
        >
          <UserPlus size={18} aria-hidden="true" />
          {isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
        </button>
      </form>
    </AuthShell>
  );
}

function Agreement({
  name,
  error,
  input,
  children,
}: {
  name: string;
  error?: string;
  input: UseFormRegisterReturn;
  children: ReactNode;
}) {
  const id = `agreement-${name}`;
  return (
    <div className={`check ${error ? 'check--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="check__box"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id} className="check__label">
        {children}
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
