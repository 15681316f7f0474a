import { type ChangeEvent, forwardRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { formatGoal, parseGoal } from '../apply-values';

type GoalInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'>;

/**
 * The funding goal in won, grouped with commas as it is typed (`5,000,000`). The input is
 * rewritten before the form reads it, and the caret stays after the same digit when a comma
 * appears or goes, so editing in the middle feels normal.
 */
export const GoalInput = forwardRef<HTMLInputElement, GoalInputProps>(function GoalInput(
  { onChange, ...props },
  ref,
) {
  const { t } = useTranslation('apply');
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const caret = input.selectionStart ?? input.value.length;
    const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
    const next = formatGoal(input.value);
    if (next !== input.value) {
      input.value = next;
      let seen = 0;
      let position = 0;
      while (position < next.length && seen < digitsBefore) {
        if (/\d/.test(next[position]!)) seen += 1;
        position += 1;
      }
      input.setSelectionRange(position, position);
    }
    onChange?.(event);
  };
  return (
    <div className="field__control apply-goal">
      <input
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="field__input apply-goal__input"
        onChange={handleChange}
        {...props}
      />
      <span className="apply-goal__unit" aria-hidden="true">
        {t('fields.fundingGoalUnit')}
      </span>
    </div>
  );
});

/** `1.5M` / `150만`: a reading of a long number, since zeros are easy to miscount. */
export function GoalReading({ value }: { value: string }) {
  const { t, i18n } = useTranslation('apply');
  const amount = parseGoal(value);
  if (!amount || amount < 10_000) return null;
  const compact = new Intl.NumberFormat(i18n.language === 'ko' ? 'ko-KR' : 'en-US', {
    notation: 'compact',
    maximumFractionDigits: 2,
  }).format(amount);
  return <>{t('fields.fundingGoalReading', { amount: compact })}</>;
}
