import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { BilingualField } from '../../../components/form/bilingual-field';
import { TextField } from '../../../components/form/form-fields';
import { EMPTY_FAQ, EMPTY_REWARD, type EditorValues } from './editor-values';

/** The rewards: bilingual name and description, price, stock, shipping, delivery month. */
export function RewardFields({ form }: { form: UseFormReturn<EditorValues> }) {
  const { t } = useTranslation('studio');
  const { register, watch, control } = form;
  const rewards = useFieldArray({ control, name: 'products' });
  return (
    <>
      <ol className="studio-list">
        {rewards.fields.map((field, index) => (
          <li key={field.id} className="studio-item" data-testid="studio-reward">
            <h3 className="studio-item__title">{t('editor.rewardN', { n: index + 1 })}</h3>
            <BilingualField
              label={t('editor.rewardName')}
              testId={`studio-reward-${index}-name`}
              ko={{
                registration: register(`products.${index}.name_kr`),
                value: watch(`products.${index}.name_kr`) ?? '',
              }}
              en={{
                registration: register(`products.${index}.name_eng`),
                value: watch(`products.${index}.name_eng`) ?? '',
              }}
            />
            <BilingualField
              label={t('editor.rewardDescription')}
              multiline
              rows={2}
              ko={{
                registration: register(`products.${index}.description_kr`),
                value: watch(`products.${index}.description_kr`) ?? '',
              }}
              en={{
                registration: register(`products.${index}.description_eng`),
                value: watch(`products.${index}.description_eng`) ?? '',
              }}
            />
            <div className="studio-row">
              <TextField
                label={t('editor.price')}
                inputMode="numeric"
                data-testid={`studio-reward-${index}-price`}
                {...register(`products.${index}.price`)}
              />
              <TextField
                label={t('editor.stock')}
                hint={t('editor.stockHint')}
                inputMode="numeric"
                {...register(`products.${index}.stockLimit`)}
              />
              <TextField
                label={t('editor.delivery')}
                type="month"
                data-testid={`studio-reward-${index}-delivery`}
                {...register(`products.${index}.estimatedDelivery`)}
              />
            </div>
            <label className="studio-check">
              <input type="checkbox" {...register(`products.${index}.needsShipping`)} />
              {t('editor.shipping')}
            </label>
            <button
              type="button"
              className="studio-button studio-button--quiet"
              onClick={() => rewards.remove(index)}
            >
              <Trash2 size={16} aria-hidden="true" />
              {t('editor.removeReward')}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="studio-button"
        data-testid="studio-add-reward"
        onClick={() => rewards.append({ ...EMPTY_REWARD })}
      >
        <Plus size={16} aria-hidden="true" />
        {t('editor.addReward')}
      </button>
    </>
  );
}

/** Questions and answers in both languages. */
export function FaqFields({ form }: { form: UseFormReturn<EditorValues> }) {
  const { t } = useTranslation('studio');
  const { register, watch, control } = form;
  const faq = useFieldArray({ control, name: 'faq' });
  return (
    <>
      <ol className="studio-list">
        {faq.fields.map((field, index) => (
          <li key={field.id} className="studio-item">
            <BilingualField
              label={t('editor.question')}
              ko={{
                registration: register(`faq.${index}.question_kr`),
                value: watch(`faq.${index}.question_kr`) ?? '',
              }}
              en={{
                registration: register(`faq.${index}.question_eng`),
                value: watch(`faq.${index}.question_eng`) ?? '',
              }}
            />
            <BilingualField
              label={t('editor.answer')}
              multiline
              rows={3}
              ko={{
                registration: register(`faq.${index}.answer_kr`),
                value: watch(`faq.${index}.answer_kr`) ?? '',
              }}
              en={{
                registration: register(`faq.${index}.answer_eng`),
                value: watch(`faq.${index}.answer_eng`) ?? '',
              }}
            />
            <button
              type="button"
              className="studio-button studio-button--quiet"
              onClick={() => faq.remove(index)}
            >
              <Trash2 size={16} aria-hidden="true" />
              {t('editor.removeQuestion')}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="studio-button" onClick={() => faq.append({ ...EMPTY_FAQ })}>
        <Plus size={16} aria-hidden="true" />
        {t('editor.addQuestion')}
      </button>
    </>
  );
}
