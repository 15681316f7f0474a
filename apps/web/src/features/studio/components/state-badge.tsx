import { useTranslation } from '../../../lib/i18n-react';
import type { ProjectState } from '@dalbit/contract';

/** A project's workflow state as a labelled badge. */
export function StateBadge({ state }: { state: ProjectState }) {
  const { t } = useTranslation('studio');
  return (
    <span className={`studio-badge studio-badge--${state}`} data-testid="project-state">
      {t(`states.${state}`)}
    </span>
  );
}
