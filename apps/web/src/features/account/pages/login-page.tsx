import { loginBodySchema } from '@dalbit/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAccount } from '../../../lib/session/account-context';
import { accountApi } from '../api/account-api';
import { AuthShell } from '../components/auth-shell';
import {
  FormAlert,
  PasswordField,
  TextField,
  useFieldMessage,
} from '../../../components/form/form-fields';
import { withLanguage } from '../components/with-language';
import { SocialSignIn } from '../social/social-sign-in';

type LoginValues = z.input<typeof loginBodySchema>;

function LoginForm() {
  const { t } = useTranslation('account');
  useTranslation(['validation']);
  const fieldMessage = useFieldMessage();
  const { signIn } = useAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, z.output<typeof loginBodySchema>>({
    resolver: withLanguage(zodResolver(loginBodySchema)),
    defaultValues: { userEmail: '', password: '' },
  });

  // docs/product/messages.md#toasts: a failed sign-in shows the spec's top-right toast, and the
  // same words above the fields, where they stay after the toast has gone.
  const fail = (message: string) => {
    setFailure(message);
    toastError(message);
  };

  const onSubmit = handleSubmit(async ({ userEmail, password }) => {
    setFailure(null);
    try {
      const { token, isEmailVerified } = await accountApi.login(userEmail, password);
      // docs/product/accounts.md#sign-in: a failed e-mail sign-in may also answer an empty token.
      if (!token) {
        fail(t('errors.credentials'));
        return;
      }
      if (isEmailVerified) toastSuccess(t('common:auth.loginSuccess'));
      // The guest-only guard then sends the account on along its journey.
      await signIn(token);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'auth.invalid_credentials') {
        fail(t('errors.credentials'));
      } else if (error instanceof ApiError && error.status === 429) {
        fail(error.message);
      } else {
        toastError(error instanceof Error ? error.message : null);
      }
    }
  });

  return (
    <form
      className="auth-form"
      data-testid="login-form"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      <FormAlert message={failure} testId="login-error" />
      <TextField
        label={t('fields.userEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('form.emailPlaceholder')}
        error={fieldMessage(errors.userEmail?.message, t('fields.userEmail'))}
        {...register('userEmail')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        error={fieldMessage(errors.password?.message, t('fields.password'))}
        {...register('password')}
      />
      <div className="auth-form__row">
        <Link className="text-link" to="/forgot-password">
          {t('login.forgot')}
        </Link>
      </div>
      <button
        type="submit"
        className="btn btn--dark btn--block btn--tall"
        disabled={isSubmitting}
        data-testid="login-submit"
      >
        <LogIn size={18} aria-hidden="true" />
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}

function SignUpPrompt() {
  const { t } = useTranslation('account');
  return (
    <p>
      {t('login.noAccount')}{' '}
      <Link className="text-link text-link--strong" to="/sign-up">
        {t('login.signUp')}
      </Link>
    </p>
  );
}

/** /login: e-mail sign-in on wide screens, beside the moonlit panel. */
export function LoginPage() {
  const { t } = useTranslation('account');
  return (
    <AuthShell
      eyebrow={t('login.eyebrow')}
      title={t('login.title')}
      lead={t('login.lead')}
      footer={<SignUpPrompt />}
    >
      <SocialSignIn />
      <LoginForm />
    </AuthShell>
  );
}

/** /login-method: the narrow screens' sign-in, also where "sign in to continue" leads. */
export function LoginMethodPage() {
  const { t } = useTranslation('account');
  return (
    <AuthShell
      variant="narrow"
      eyebrow={t('login.eyebrow')}
      title={t('login.methodTitle')}
      lead={t('login.methodLead')}
      footer={<SignUpPrompt />}
    >
      <SocialSignIn />
      <LoginForm />
    </AuthShell>
  );
}
