import { APPLY_EXPECTED_BENEFITS, APPLY_LIMITS, APPLY_VIDEO_TYPES } from '@dalbit/contract';
import { Clapperboard, Film, Music } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import type { ApplyFormState } from '../hooks/use-apply-form';
import { ApplyField, ChoiceGroup, Counter } from './apply-fields';
import { GoalInput, GoalReading } from './goal-input';

const VIDEO_TYPE_ICONS = {
  short_movie: <Film size={20} />,
  web_series: <Clapperboard size={20} />,
  music_video: <Music size={20} />,
} as const;

/** 01: who applies and how to reach them. */
export function YouSection({ form }: { form: ApplyFormState }) {
  const { t } = useTranslation('apply');
  const { fields, label, message } = form;
  return (
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
        <ApplyField label={label('mobile')} error={message('mobile')} hint={t('fields.mobileHint')}>
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
  );
}

/** 02: the project: title, kind, story, goal, schedule, portfolio. */
export function ProjectSection({ form }: { form: ApplyFormState }) {
  const { t } = useTranslation('apply');
  const { fields, label, message, values } = form;
  return (
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
  );
}

/** 03: the support hoped for and anything else to say. */
export function SupportSection({ form }: { form: ApplyFormState }) {
  const { t } = useTranslation('apply');
  const { fields, label, message, values } = form;
  return (
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
  );
}
