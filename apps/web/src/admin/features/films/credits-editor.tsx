import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import type { FilmFields } from '@dalbit/contract';
import { BilingualField } from '../../../components/form/bilingual-field';

/** Cast and crew: each credit a role and a name, in both languages, in the order shown. */
export function CreditsEditor({
  control,
  register,
  values,
  error,
}: {
  control: Control<FilmFields>;
  register: UseFormRegister<FilmFields>;
  values: FilmFields['credits'];
  error: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const { fields, append, remove, move } = useFieldArray({ control, name: 'credits' });
  return (
    <section className="admin-card film-credits" aria-labelledby="film-credits-title">
      <h2 id="film-credits-title">{t('films.editor.credits')}</h2>
      {fields.length === 0 && <p className="admin-muted">{t('films.editor.noCredits')}</p>}
      <ol className="film-credits__list">
        {fields.map((field, index) => {
          const value = values[index] ?? { role_kr: '', role_eng: '', name_kr: '', name_eng: '' };
          const n = index + 1;
          return (
            <li key={field.id} className="film-credits__item" data-testid="film-credit">
              <BilingualField
                label={t('films.editor.creditRole', { n })}
                ko={{ registration: register(`credits.${index}.role_kr`), value: value.role_kr }}
                en={{ registration: register(`credits.${index}.role_eng`), value: value.role_eng }}
              />
              <BilingualField
                label={t('films.editor.creditName', { n })}
                ko={{ registration: register(`credits.${index}.name_kr`), value: value.name_kr }}
                en={{ registration: register(`credits.${index}.name_eng`), value: value.name_eng }}
              />
              <div className="film-credits__actions">
                <button
                  type="button"
                  className="icon-button"
                  disabled={index === 0}
                  aria-label={t('films.editor.creditUp', { n })}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp size={17} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  disabled={index === fields.length - 1}
                  aria-label={t('films.editor.creditDown', { n })}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown size={17} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('films.editor.creditRemove', { n })}
                  onClick={() => remove(index)}
                >
                  <Trash2 size={17} aria-hidden="true" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn btn--outline"
        data-testid="film-credit-add"
        onClick={() => append({ role_kr: '', role_eng: '', name_kr: '', name_eng: '' })}
      >
        <Plus size={16} aria-hidden="true" />
        {t('films.editor.addCredit')}
      </button>
    </section>
  );
}
