import {
  APPLY_EXPECTED_BENEFITS,
  APPLY_LIMITS,
  APPLY_VIDEO_TYPES,
  type ApplyPayload,
  applyBodySchema,
} from '@dalbit/contract';
import { Clapperboard, Film, Music, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast';
import { useAccount } from '../../account/account-context';
import { contractResolver } from '../../account/components/contract-resolver';
import { FormAlert, useFieldMessage } from '../../account/components/form-fields';
import { submitApplication } from '../api/apply-api';
import { type ApplyValues, EMPTY_VALUES, readDraft, toBody, writeDraft } from '../apply-values';
import { ApplyField, ChoiceGroup, Counter } from './apply-fields';
import { GoalInput, GoalReading } from './goal-input';

export interface ApplyReceipt {
  id: string;
  name: string;
  projectTitle: string;
  email: string;
}

const VIDEO_TYPE_ICONS = {
  short_movie: <Film size={20} />,
  web_series: <Clapperboard size={20} />,
  music_video: <Music size={20} />,
} as const;

// `expectedBenefits.2` and the like belong to the group's one error slot.
const fieldFor = (path: PropertyKey[]) => String(path[0] ?? 'root');

/**
 * The creator application (issue 7). The contract's schema judges the body on the client as it
 * does on the server; what was typed is kept in sessionStorage until the application is sent.
 */
export function ApplyForm({ onSent }: { onSent: (receipt: ApplyReceipt) => void }) {
  const { t } = useTranslation('apply');
  useTranslation(['validation']);
  const fieldMessage = useFieldMessage();
  const { user } = useAccount();
  const [initial] = useState<ApplyValues>(() => {
    const draft = readDraft();
    return { ...EMPTY_VALUES, ...draft, email: draft.email || user?.userEmail || '' };
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ApplyValues, unknown, ApplyPayload>({
    resolver: contractResolver(applyBodySchema, toBody, fieldFor),
    mode: 'onTouched',
    defaultValues: initial,
  });

  // The account may finish loading after the form appears: fill the e-mail if it is still empty.
  const accountEmail = user?.userEmail;
  useEffect(() => {
    if (accountEmail && !getValues('email')) setValue('email', accountEmail);
  }, [accountEmail, getValues, setValue]);

  const values = useWatch({ control }) as ApplyValues;
  useEffect(() => writeDraft(values), [values]);

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const { _id } = await submitApplication(body);
      writeDraft(null);
      onSent({ id: _id, name: body.name, projectTitle: body.projectTitle, email: body.email });
    } catch (error) {
      // Spec section 8: an apply failure shows the error's message; the fields stay as typed.
      const message = error instanceof ApiError ? error.message : t('common:toast.failed');
      setServerError(message);
      toastError(message);
    }
  });

  // Registered here in the page's order: the first invalid field in that order gets the focus.
  const fields = {
    name: register('name'),
    email: register('email'),
    mobile: register('mobile'),
    projectTitle: register('projectTitle'),
    videoType: register('videoType'),
    projectContent: register('projectContent'),
    fundingGoal: register('fundingGoal'),
    productionDuration: register('productionDuration'),
    portfolioLink: register('portfolioLink'),
    expectedBenefits: register('expectedBenefits'),
    extraInformation: register('extraInformation'),
  };

  const label = (field: string) => t(`fields.${field}`);
  const message = (field: keyof ApplyValues) => fieldMessage(errors[field]?.message, label(field));

  return (
    <form
      className="apply-form"
      data-testid="apply-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <section className="apply-form__section" aria-labelledby="apply-you">
        <h2 id="apply-you" className="apply-form__section-title">
          <span aria-hidden="true">01</span>
          {t('sections.you')}
        </h2>
        <ApplyField label={label('name')} error={message('name')} hint={t('fields.nameHint')}>
          {(ids) => (
            <input
              {...ids}
              className="field__input"
              autoComplete="organization"
              placeholder={t('fields.namePlaceholder')}
              {...fields.name}
            />
          )}
        </ApplyField>
        <div className="apply-form__pair">
          <ApplyField label={label('email')} error={message('email')} hint={t('fields.emailHint')}>
            {(ids) => (
              <input
                {...ids}
                type="email"
                inputMode="email"
                autoComplete="email"
                className="field__input"
                placeholder={t('fields.emailPlaceholder')}
                {...fields.email}
              />
            )}
          </ApplyField>
          <ApplyField
            label={label('mobile')}
            error={message('mobile')}
            hint={t('fields.mobileHint')}
          >
            {(ids) => (
              <input
                {...ids}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                className="field__input"
                placeholder={t('fields.mobilePlaceholder')}
                {...fields.mobile}
              />
            )}
          </ApplyField>
        </div>
      </section>

      <section className="apply-form__section" aria-labelledby="apply-project">
        <h2 id="apply-project" className="apply-form__section-title">
          <span aria-hidden="true">02</span>
          {t('sections.project')}
        </h2>
        <ApplyField label={label('projectTitle')} error={message('projectTitle')}>
          {(ids) => (
            <input
              {...ids}
              className="field__input"
              autoComplete="off"
              placeholder={t('fields.projectTitlePlaceholder')}
              {...fields.projectTitle}
            />
          )}
        </ApplyField>
        <ChoiceGroup
          legend={label('videoType')}
          type="radio"
          testId="apply-video-type"
          error={message('videoType')}
          input={fields.videoType}
          options={APPLY_VIDEO_TYPES.map((type) => ({
            value: type,
            label: t(`videoTypes.${type}`),
            text: t(`videoTypes.${type}Text`),
            icon: VIDEO_TYPE_ICONS[type],
          }))}
        />
        <ApplyField
          label={label('projectContent')}
          error={message('projectContent')}
          aside={
            <Counter count={values.projectContent?.length ?? 0} max={APPLY_LIMITS.projectContent} />
          }
        >
          {(ids) => (
            <textarea
              {...ids}
              rows={8}
              className="field__input apply-textarea"
              placeholder={t('fields.projectContentPlaceholder')}
              {...fields.projectContent}
            />
          )}
        </ApplyField>
        <div className="apply-form__pair">
          <ApplyField
            label={label('fundingGoal')}
            error={message('fundingGoal')}
            hint={values.fundingGoal ? <GoalReading value={values.fundingGoal} /> : undefined}
          >
            {(ids) => (
              <GoalInput
                {...ids}
                placeholder={t('fields.fundingGoalPlaceholder')}
                {...fields.fundingGoal}
              />
            )}
          </ApplyField>
          <ApplyField label={label('productionDuration')} error={message('productionDuration')}>
            {(ids) => (
              <input
                {...ids}
                className="field__input"
                autoComplete="off"
                placeholder={t('fields.productionDurationPlaceholder')}
                {...fields.productionDuration}
              />
            )}
          </ApplyField>
        </div>
        <ApplyField label={label('portfolioLink')} optional error={message('portfolioLink')}>
          {(ids) => (
            <input
              {...ids}
              type="url"
              inputMode="url"
              autoComplete="url"
              className="field__input"
              placeholder={t('fields.portfolioLinkPlaceholder')}
              {...fields.portfolioLink}
            />
          )}
        </ApplyField>
      </section>

      <section className="apply-form__section" aria-labelledby="apply-support">
        <h2 id="apply-support" className="apply-form__section-title">
          <span aria-hidden="true">03</span>
          {t('sections.support')}
        </h2>
        <ChoiceGroup
          legend={label('expectedBenefits')}
          type="checkbox"
          optional
          testId="apply-benefits"
          hint={t('fields.expectedBenefitsHint')}
          error={message('expectedBenefits')}
          input={fields.expectedBenefits}
          options={APPLY_EXPECTED_BENEFITS.map((benefit) => ({
            value: benefit,
            label: t(`benefits.${benefit}`),
          }))}
        />
        <ApplyField
          label={label('extraInformation')}
          optional
          error={message('extraInformation')}
          aside={
            <Counter
              count={values.extraInformation?.length ?? 0}
              max={APPLY_LIMITS.extraInformation}
            />
          }
        >
          {(ids) => (
            <textarea
              {...ids}
              rows={4}
              className="field__input apply-textarea"
              placeholder={t('fields.extraInformationPlaceholder')}
              {...fields.extraInformation}
            />
          )}
        </ApplyField>
      </section>

      <div className="apply-form__submit">
        {serverError && (
          <div className="apply-form__error">
            <FormAlert message={serverError} testId="apply-error" />
            <p className="field__hint">{t('form.failed')}</p>
          </div>
        )}
        <button
          type="submit"
          className="btn btn--dark btn--block btn--tall"
          disabled={isSubmitting}
          data-testid="apply-submit"
        >
          <Send size={18} aria-hidden="true" />
          {isSubmitting ? t('form.submitting') : t('form.submit')}
        </button>
        <p className="field__hint apply-form__draft">{t('form.draftSaved')}</p>
      </div>
    </form>
  );
}
