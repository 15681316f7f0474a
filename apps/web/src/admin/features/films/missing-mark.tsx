import { AlertTriangle } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import type { MissingField } from '@dalbit/contract';

/** The fields of a film written in one language only; nothing when all are complete. */
export function MissingMark({ missing }: { missing: MissingField[] }) {
  const { t } = useTranslation('admin');
  if (missing.length === 0) return null;
  return (
    <p className="film-missing" data-testid="film-missing">
      <AlertTriangle size={15} aria-hidden="true" />
      {t('films.missing', {
        fields: missing.map((field) => t(`films.missingFields.${field}`)).join(', '),
      })}
    </p>
  );
}
