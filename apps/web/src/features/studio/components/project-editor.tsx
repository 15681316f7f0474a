import { Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import type { StudioProject } from '@dalbit/contract';
import { BilingualField } from '../../../components/form/bilingual-field';
import { FormAlert, TextField } from '../../../components/form/form-fields';
import { ImageUpload } from '../../../components/form/image-upload';
import { UnsavedChanges } from '../../../components/form/unsaved-changes';
import { Markdown } from '../../../components/ui/markdown';
import { toastSuccess } from '../../../lib/toast';
import { useProjectMutations, type ProjectBase } from '../api/studio-api';
import { toBody, toValues, type EditorValues } from './editor-values';
import { FaqFields, RewardFields } from './reward-fields';
import { editScopeOf } from './workflow-view';
import './studio.css';

/**
 * The project editor of the studio and the back office (the same form): texts in both
 * languages side by side, the story in Markdown with a preview, cover and gallery uploads, goal,
 * dates, rewards and FAQ. What the state allows is editable; the rest is shown disabled.
 */
export function ProjectEditor({ project, base }: { project: StudioProject; base: ProjectBase }) {
  const { t } = useTranslation('studio');
  const { save } = useProjectMutations(base, project._id);
  const form = useForm<EditorValues>({ defaultValues: toValues(project) });
  const { register, handleSubmit, reset, setValue, setError, watch, control, formState } = form;
  const gallery = useFieldArray({ control, name: 'gallery' });
  const [preview, setPreview] = useState(false);
  useEffect(() => reset(toValues(project)), [project, reset]);
  const scope = editScopeOf(project, base === '/admin/projects' ? 'staff' : 'creator');
  const values = watch();

  const submit = handleSubmit(async (v) => {
    try {
      await save.mutateAsync(toBody(v));
      toastSuccess(t('editor.saved'));
    } catch (error) {
      setError('root', { message: error instanceof Error ? error.message : String(error) });
    }
  });

  const pair = (name: 'title' | 'summary' | 'creatorName' | 'story', rows?: number) => (
    <BilingualField
      label={t(`editor.${name}`)}
      testId={`studio-${name}`}
      multiline={rows !== undefined}
      {...(rows ? { rows } : {})}
      ko={{ registration: register(`${name}_kr`), value: values[`${name}_kr`] ?? '' }}
      en={{ registration: register(`${name}_eng`), value: values[`${name}_eng`] ?? '' }}
    />
  );

  return (
    <form
      className="studio-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="studio-editor"
    >
      <UnsavedChanges when={formState.isDirty && !formState.isSubmitting} />
      <FormAlert message={formState.errors.root?.message} testId="studio-editor-error" />
      {scope === 'none' && <p className="studio-note">{t('editor.inReview')}</p>}
      {scope === 'content' && <p className="studio-note">{t('editor.lockedNote')}</p>}
      <fieldset className="studio-section" disabled={scope !== 'all'}>
        <legend className="studio-section__legend">
          <h2 className="studio-section__title">{t('editor.basics')}</h2>
        </legend>
        {pair('title')}
        {pair('summary', 2)}
        {pair('creatorName')}
        <div className="studio-row">
          <TextField
            label={t('editor.goal')}
            hint={t('editor.goalHint')}
            inputMode="numeric"
            data-testid="studio-goal"
            {...register('goalAmount')}
          />
          <TextField
            label={t('editor.startsAt')}
            type="datetime-local"
            data-testid="studio-starts"
            {...register('startsAt')}
          />
          <TextField
            label={t('editor.endsAt')}
            type="datetime-local"
            data-testid="studio-ends"
            {...register('endsAt')}
          />
        </div>
      </fieldset>
      <fieldset className="studio-section" disabled={scope === 'none'}>
        <legend className="studio-section__legend">
          <h2 className="studio-section__title">{t('editor.storyAndImages')}</h2>
        </legend>
        {pair('story', 10)}
        <p className="studio-hint">{t('editor.storyHint')}</p>
        <button
          type="button"
          className="studio-button studio-button--quiet"
          aria-pressed={preview}
          onClick={() => setPreview((p) => !p)}
        >
          {preview ? t('editor.hidePreview') : t('editor.showPreview')}
        </button>
        {preview && (
          <div className="studio-preview" data-testid="studio-preview">
            <section lang="ko" aria-label={t('editor.previewKo')}>
              <Markdown source={values.story_kr ?? ''} />
            </section>
            <section lang="en" aria-label={t('editor.previewEn')}>
              <Markdown source={values.story_eng ?? ''} />
            </section>
          </div>
        )}
        <div className="studio-row">
          {(['imageDomestic', 'imageOversea'] as const).map((field) => (
            <ImageUpload
              key={field}
              kind="project"
              label={t(`editor.${field}`)}
              value={values[field] ?? ''}
              testId={`studio-${field}`}
              onChange={(url) => setValue(field, url, { shouldDirty: true })}
            />
          ))}
        </div>
        <h3 className="studio-item__title">{t('editor.gallery')}</h3>
        <ul className="studio-gallery">
          {gallery.fields.map((field, index) => (
            <li key={field.id}>
              <ImageUpload
                kind="project"
                label={t('editor.galleryN', { n: index + 1 })}
                value={values.gallery?.[index]?.url ?? ''}
                onChange={(url) => setValue(`gallery.${index}.url`, url, { shouldDirty: true })}
              />
              <button
                type="button"
                className="studio-button studio-button--quiet"
                onClick={() => gallery.remove(index)}
              >
                <Trash2 size={16} aria-hidden="true" />
                {t('editor.removeImage')}
              </button>
            </li>
          ))}
        </ul>
        {gallery.fields.length < 10 && (
          <button
            type="button"
            className="studio-button"
            onClick={() => gallery.append({ url: '' })}
          >
            <Plus size={16} aria-hidden="true" />
            {t('editor.addImage')}
          </button>
        )}
      </fieldset>
      <fieldset className="studio-section" disabled={scope !== 'all'}>
        <legend className="studio-section__legend">
          <h2 className="studio-section__title">{t('editor.rewards')}</h2>
        </legend>
        <RewardFields form={form} />
      </fieldset>
      <fieldset className="studio-section" disabled={scope !== 'all'}>
        <legend className="studio-section__legend">
          <h2 className="studio-section__title">{t('editor.faq')}</h2>
        </legend>
        <FaqFields form={form} />
      </fieldset>
      <div className="studio-actions">
        <button
          type="submit"
          className="studio-button studio-button--primary"
          disabled={scope === 'none' || formState.isSubmitting}
          data-testid="studio-save"
        >
          <Save size={16} aria-hidden="true" />
          {t('editor.save')}
        </button>
      </div>
    </form>
  );
}
