import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import type { StudioProject, UpdateInput } from '@dalbit/contract';
import { BilingualField } from '../../../components/form/bilingual-field';
import { FormAlert } from '../../../components/form/form-fields';
import { Markdown } from '../../../components/ui/markdown';
import { currentLocale } from '../../../lib/i18n';
import { formatDate, pickText } from '../../../lib/localized';
import { toastSuccess } from '../../../lib/toast';
import { useProjectMutations, type ProjectBase } from '../api/studio-api';

const EMPTY: UpdateInput = {
  title_kr: '',
  title_eng: '',
  content_kr: '',
  content_eng: '',
  audience: 'public',
};

/** Posting updates (public or backers only) once the project is public, and the ones posted. */
export function ProjectUpdates({ project, base }: { project: StudioProject; base: ProjectBase }) {
  const { t } = useTranslation('studio');
  const locale = currentLocale();
  const { postUpdate } = useProjectMutations(base, project._id);
  const form = useForm<UpdateInput>({ defaultValues: EMPTY });
  const { register, handleSubmit, watch, reset, setError, formState } = form;
  const open = project.status !== null;
  const submit = handleSubmit(async (body) => {
    try {
      await postUpdate.mutateAsync(body);
      reset(EMPTY);
      toastSuccess(t('updates.posted'));
    } catch (error) {
      setError('root', { message: error instanceof Error ? error.message : String(error) });
    }
  });
  return (
    <section className="studio-section" aria-labelledby="studio-updates-title">
      <h2 id="studio-updates-title" className="studio-section__title">
        {t('updates.title')}
      </h2>
      {open ? (
        <form
          className="studio-form"
          noValidate
          onSubmit={(event) => void submit(event)}
          data-testid="studio-update-form"
        >
          <FormAlert message={formState.errors.root?.message} />
          <BilingualField
            label={t('updates.heading')}
            testId="studio-update-title"
            ko={{ registration: register('title_kr'), value: watch('title_kr') ?? '' }}
            en={{ registration: register('title_eng'), value: watch('title_eng') ?? '' }}
          />
          <BilingualField
            label={t('updates.content')}
            testId="studio-update-content"
            multiline
            rows={5}
            ko={{ registration: register('content_kr'), value: watch('content_kr') ?? '' }}
            en={{ registration: register('content_eng'), value: watch('content_eng') ?? '' }}
          />
          <fieldset className="studio-radios">
            <legend className="field__label">{t('updates.audience')}</legend>
            <label className="studio-check">
              <input type="radio" value="public" {...register('audience')} />
              {t('updates.public')}
            </label>
            <label className="studio-check">
              <input
                type="radio"
                value="backers"
                data-testid="studio-update-backers"
                {...register('audience')}
              />
              {t('updates.backers')}
            </label>
          </fieldset>
          <div className="studio-actions">
            <button
              type="submit"
              className="studio-button studio-button--primary"
              disabled={formState.isSubmitting}
              data-testid="studio-update-post"
            >
              <Send size={16} aria-hidden="true" />
              {t('updates.post')}
            </button>
          </div>
        </form>
      ) : (
        <p className="studio-note">{t('updates.notYet')}</p>
      )}
      <ul className="studio-list">
        {project.updates.map((u) => (
          <li key={u._id} className="studio-item">
            <h3 className="studio-item__title">
              {pickText(u.title_kr, u.title_eng, locale)}{' '}
              <span className="studio-badge">
                {u.audience === 'backers' ? t('updates.backers') : t('updates.public')}
              </span>
            </h3>
            <p className="studio-hint">{formatDate(u.createdAt, locale)}</p>
            <Markdown source={pickText(u.content_kr, u.content_eng, locale)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
