import { Save } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import {
  AGE_RATINGS,
  filmFieldsSchema,
  type AdminFilmDetail,
  type FilmFields,
} from '@dalbit/contract';
import { BilingualField } from '../../../components/form/bilingual-field';
import { FormAlert, useFieldMessage } from '../../../components/form/form-fields';
import { UnsavedChanges } from '../../../components/form/unsaved-changes';
import { ApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { toastSuccess } from '../../../lib/toast';
import { useFilmMutations, useGenreOptions } from './api';
import { CreditsEditor } from './credits-editor';
import { FILM_IMAGE_FIELDS, FilmImage } from './film-images';

const resolver = contractResolver<FilmFields, FilmFields>(
  filmFieldsSchema,
  (values) => values,
  (path) => String(path[0] ?? 'root'),
);

export const toFields = (film: AdminFilmDetail): FilmFields => ({
  title_kr: film.title_kr,
  title_eng: film.title_eng,
  synopsis_kr: film.synopsis_kr,
  synopsis_eng: film.synopsis_eng,
  releaseDate: film.releaseDate,
  ageRating: film.ageRating,
  genreIds: film.genreIds,
  credits: film.credits,
  posterDomestic: film.posterDomestic,
  posterOversea: film.posterOversea,
  backdropDomestic: film.backdropDomestic,
  backdropOversea: film.backdropOversea,
});

/** Every field viewers see of a film, Korean and English side by side. */
export function FilmFieldsForm({ film }: { film: AdminFilmDetail }) {
  const { t } = useTranslation('admin');
  useTranslation('validation');
  const fieldMessage = useFieldMessage();
  const locale = currentLocale();
  const genres = useGenreOptions();
  const { save } = useFilmMutations(film._id);
  const form = useForm<FilmFields, unknown, FilmFields>({
    resolver,
    defaultValues: toFields(film),
  });
  const { register, handleSubmit, reset, setValue, setError, control, formState } = form;
  useEffect(() => {
    reset(toFields(film), { keepDirtyValues: true });
  }, [film, reset]);
  const values = useWatch({ control }) as FilmFields;
  const message = (field: keyof FilmFields) =>
    fieldMessage(formState.errors[field]?.message, t(`films.editor.fields.${field}`));

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      reset(toFields(saved));
      toastSuccess(t('films.editor.saved'));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      const text = error instanceof Error ? error.message : String(error);
      if (code.startsWith('upload.') || code === 'film.image_unknown') {
        setError('posterDomestic', { message: text });
      } else if (code === 'film.genre_unknown') setError('genreIds', { message: text });
      else setError('root', { message: text });
    }
  });

  const side = (field: 'title' | 'synopsis', lang: 'kr' | 'eng') => ({
    registration: register(`${field}_${lang}`),
    value: values[`${field}_${lang}`] ?? '',
    error: message(`${field}_${lang}`),
  });

  return (
    <form
      className="admin-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="film-form"
    >
      <UnsavedChanges when={formState.isDirty && !formState.isSubmitting} />
      <FormAlert message={formState.errors.root?.message} testId="film-form-error" />
      <div className="admin-card admin-form">
        <BilingualField
          label={t('films.editor.fields.title')}
          testId="film-title"
          ko={side('title', 'kr')}
          en={side('title', 'eng')}
        />
        <BilingualField
          label={t('films.editor.fields.synopsis')}
          testId="film-synopsis"
          multiline
          rows={5}
          ko={side('synopsis', 'kr')}
          en={side('synopsis', 'eng')}
        />
        <div className="admin-form__row">
          <div className={`field ${message('releaseDate') ? 'field--invalid' : ''}`}>
            <label className="field__label" htmlFor="film-release">
              {t('films.editor.fields.releaseDate')}
            </label>
            <input
              id="film-release"
              type="date"
              className="field__input"
              {...register('releaseDate')}
            />
            {message('releaseDate') && (
              <p className="field__error" role="alert">
                {message('releaseDate')}
              </p>
            )}
          </div>
          <div className="field">
            <label className="field__label" htmlFor="film-age">
              {t('films.editor.fields.ageRating')}
            </label>
            <select id="film-age" className="field__input field__select" {...register('ageRating')}>
              {AGE_RATINGS.map((rating) => (
                <option key={rating} value={rating}>
                  {t(`films.editor.ages.${rating}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className="film-genres" data-testid="film-genres">
          <legend className="field__label">{t('films.editor.fields.genreIds')}</legend>
          <div className="film-genres__list">
            {(genres.data ?? []).map((genre) => (
              <label key={genre._id} className="film-genres__item">
                <input
                  type="checkbox"
                  checked={(values.genreIds ?? []).includes(genre._id)}
                  onChange={(event) => {
                    const rest = (values.genreIds ?? []).filter((id) => id !== genre._id);
                    setValue('genreIds', event.target.checked ? [...rest, genre._id] : rest, {
                      shouldDirty: true,
                    });
                  }}
                />
                {pickText(genre.name_kr, genre.name_eng, locale)}
              </label>
            ))}
          </div>
          {message('genreIds') && (
            <p className="field__error" role="alert">
              {message('genreIds')}
            </p>
          )}
        </fieldset>
      </div>
      <CreditsEditor
        control={control}
        register={register}
        values={values.credits ?? []}
        error={message('credits')}
      />
      <section className="admin-card" aria-labelledby="film-images-title">
        <h2 id="film-images-title">{t('films.editor.images.title')}</h2>
        <p className="admin-muted">{t('films.editor.images.lead')}</p>
        <div className="film-images">
          {FILM_IMAGE_FIELDS.map((field) => (
            <FilmImage
              key={field}
              field={field}
              value={values[field] ?? ''}
              frames={film.frames}
              onChange={(url) => setValue(field, url, { shouldDirty: true })}
            />
          ))}
        </div>
        {message('posterDomestic') && (
          <p className="field__error" role="alert">
            {message('posterDomestic')}
          </p>
        )}
      </section>
      <div className="admin-savebar">
        <button
          type="submit"
          className="btn btn--dark"
          disabled={formState.isSubmitting}
          data-testid="film-save"
        >
          <Save size={16} aria-hidden="true" />
          {t('actions.save')}
        </button>
      </div>
    </form>
  );
}
