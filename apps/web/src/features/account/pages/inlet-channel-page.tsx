import {
  SURVEY_CHANNELS,
  SURVEY_OTHER_MAX_LENGTH,
  SURVEY_OTHER_PREFIX,
  updateMeBodySchema,
} from '@dalbit/contract';
import { Check, Globe, MessageCircleMore, Users } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { useNavigate } from 'react-router';
import { InstagramIcon } from '../../../components/ui/social-icons';
import { ApiError } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAccount } from '../../../lib/session/account-context';
import { accountApi } from '../api/account-api';
import { AuthShell } from '../components/auth-shell';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FieldError, useFieldMessage } from '../../../components/form/form-fields';

type Channel = (typeof SURVEY_CHANNELS)[number];
type SurveyValues = Record<`survey-${Channel}`, boolean> & { surveyOther: string };

const surveySchema = updateMeBodySchema.pick({ survey: true }).required();

const ICONS: Record<Channel, ReactNode> = {
  facebook: <Users size={20} />,
  instagram: <InstagramIcon size={20} />,
  google: <Globe size={20} />,
  other: <MessageCircleMore size={20} />,
};

function toSurvey(values: SurveyValues): string[] {
  return SURVEY_CHANNELS.filter((channel) => values[`survey-${channel}`]).map((channel) =>
    channel === 'other' ? `${SURVEY_OTHER_PREFIX}${values.surveyOther.trim()}` : channel,
  );
}

/** /inlet-channel: how the person found Dalbit (at least one; "other" needs a few words). */
export function InletChannelPage() {
  const { t } = useTranslation('account');
  useTranslation(['validation']);
  const fieldMessage = useFieldMessage();
  const { setUser } = useAccount();
  const navigate = useNavigate();
  const resolver = useMemo(
    () =>
      contractResolver<SurveyValues, { survey: string[] }>(
        surveySchema,
        (values) => ({ survey: toSurvey(values) }),
        (path) => (path.length > 1 ? 'surveyOther' : 'survey'),
      ),
    [],
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SurveyValues, unknown, { survey: string[] }>({
    resolver,
    defaultValues: {
      'survey-facebook': false,
      'survey-instagram': false,
      'survey-google': false,
      'survey-other': false,
      surveyOther: '',
    },
  });
  const otherChecked = useWatch({ control, name: 'survey-other' });
  const groupError = (errors as Record<string, { message?: string } | undefined>).survey?.message;

  const onSubmit = handleSubmit(async ({ survey }) => {
    try {
      const user = await accountApi.updateMe({ survey });
      toastSuccess(t('survey.done'));
      void navigate('/home', { replace: true });
      setUser(user);
    } catch (error) {
      toastError(error instanceof ApiError ? error.message : null);
    }
  });

  return (
    <AuthShell
      variant="narrow"
      eyebrow={t('survey.eyebrow')}
      title={t('survey.title')}
      lead={t('survey.lead')}
    >
      <form
        className="auth-form"
        data-testid="survey-form"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <fieldset className="survey" aria-describedby={groupError ? 'survey-error' : undefined}>
          <legend className="visually-hidden">{t('survey.title')}</legend>
          {SURVEY_CHANNELS.map((channel) => (
            <label key={channel} className="survey__option">
              <input type="checkbox" className="survey__input" {...register(`survey-${channel}`)} />
              <span className="survey__card">
                <span className="survey__icon" aria-hidden="true">
                  {ICONS[channel]}
                </span>
                <span className="survey__label">{t(`survey.channels.${channel}`)}</span>
                <span className="survey__tick" aria-hidden="true">
                  <Check size={14} />
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <FieldError id="survey-error" message={fieldMessage(groupError, t('survey.title'))} />
        {otherChecked && (
          <div className={`field ${errors.surveyOther ? 'field--invalid' : ''}`}>
            <label className="field__label" htmlFor="survey-other-text">
              {t('survey.otherLabel')}
            </label>
            <div className="field__control">
              <input
                id="survey-other-text"
                className="field__input"
                maxLength={SURVEY_OTHER_MAX_LENGTH - SURVEY_OTHER_PREFIX.length}
                placeholder={t('survey.otherPlaceholder')}
                aria-invalid={errors.surveyOther ? true : undefined}
                aria-describedby={errors.surveyOther ? 'survey-other-error' : undefined}
                autoFocus
                {...register('surveyOther')}
              />
            </div>
            <FieldError
              id="survey-other-error"
              message={fieldMessage(errors.surveyOther?.message, t('survey.otherLabel'))}
            />
          </div>
        )}
        <button
          type="submit"
          className="btn btn--dark btn--block btn--tall"
          disabled={isSubmitting}
          data-testid="survey-submit"
        >
          {isSubmitting ? t('survey.submitting') : t('survey.submit')}
        </button>
      </form>
    </AuthShell>
  );
}
