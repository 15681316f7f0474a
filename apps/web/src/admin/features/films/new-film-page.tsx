import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useNavigate } from 'react-router';
import { FILM_TYPES, type FilmType } from '@dalbit/contract';
import { FormAlert, useFieldMessage } from '../../../components/form/form-fields';
import { PageHeader } from '../../components/page-header';
import { useCreateFilm } from './api';
import './films.css';

/** A new film: its type and a title; it starts as a draft and opens in the editor. */
export function NewFilmPage() {
  const { t } = useTranslation('admin');
  useTranslation('validation');
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const create = useCreateFilm();
  const [type, setType] = useState<FilmType>('web_series');
  const [titles, setTitles] = useState({ title_kr: '', title_eng: '' });
  const [error, setError] = useState<string | undefined>();
  return (
    <div className="admin-page">
      <PageHeader
        title={t('films.new.title')}
        lead={t('films.new.lead')}
        back={
          <Link to="/admin/films" className="admin-back">
            <ArrowLeft size={16} aria-hidden="true" />
            {t('films.back')}
          </Link>
        }
      />
      <form
        className="admin-card admin-form"
        data-testid="film-new-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(undefined);
          if (!titles.title_kr.trim() && !titles.title_eng.trim()) {
            setError(fieldMessage('validation.title_one', ''));
            return;
          }
          create.mutate(
            { type, ...titles },
            {
              onSuccess: (film) => void navigate(`/admin/films/${film._id}`),
              onError: (cause) => setError(cause.message),
            },
          );
        }}
      >
        <FormAlert message={error} testId="film-new-error" />
        <fieldset className="film-type-choice">
          <legend className="field__label">{t('films.type')}</legend>
          {FILM_TYPES.map((value) => (
            <label key={value} className="film-type-choice__item">
              <input
                type="radio"
                name="film-type"
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
              />
              <span>
                <strong>{t(`films.types.${value}`)}</strong>
                <small className="admin-muted">{t(`films.new.typeHint.${value}`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="admin-form__row">
          {(['title_kr', 'title_eng'] as const).map((field) => (
            <div key={field} className="field">
              <label className="field__label" htmlFor={`film-new-${field}`}>
                {t(`films.new.${field}`)}
              </label>
              <input
                id={`film-new-${field}`}
                lang={field === 'title_kr' ? 'ko' : 'en'}
                className="field__input"
                maxLength={200}
                value={titles[field]}
                data-testid={`film-new-${field}`}
                onChange={(e) => setTitles({ ...titles, [field]: e.target.value })}
              />
            </div>
          ))}
        </div>
        <div className="admin-savebar">
          <button
            type="submit"
            className="btn btn--dark"
            disabled={create.isPending}
            data-testid="film-new-save"
          >
            <Plus size={16} aria-hidden="true" />
            {t('films.new.create')}
          </button>
        </div>
      </form>
    </div>
  );
}
