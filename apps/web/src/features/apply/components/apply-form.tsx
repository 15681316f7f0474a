import { Send } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { FormAlert } from '../../../components/form/form-fields';
import { type ApplyReceipt, useApplyForm } from '../hooks/use-apply-form';
import { ProjectSection, SupportSection, YouSection } from './apply-sections';

export type { ApplyReceipt };

/** The creator application, in three sections; failures keep every field as typed. */
export function ApplyForm({ onSent }: { onSent: (receipt: ApplyReceipt) => void }) {
  const { t } = useTranslation('apply');
  const form = useApplyForm(onSent);

  return (
    <form
      className="apply-form"
      data-testid="apply-form"
      onSubmit={(event) => void form.onSubmit(event)}
      noValidate
    >
      <YouSection form={form} />
      <ProjectSection form={form} />
      <SupportSection form={form} />
      <div className="apply-form__submit">
        {form.serverError && (
          <div className="apply-form__error">
            <FormAlert message={form.serverError} testId="apply-error" />
            <p className="field__hint">{t('form.failed')}</p>
          </div>
        )}
        <button
          type="submit"
          className="btn btn--dark btn--block btn--tall"
          disabled={form.isSubmitting}
          data-testid="apply-submit"
        >
          <Send size={18} aria-hidden="true" />
          {form.isSubmitting ? t('form.submitting') : t('form.submit')}
        </button>
        <p className="field__hint apply-form__draft">{t('form.draftSaved')}</p>
      </div>
    </form>
  );
}
