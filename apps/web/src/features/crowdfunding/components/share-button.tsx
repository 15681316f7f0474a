import { Share2 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { shareLink } from '../../../lib/share-link';

/** Shares the project's address (the server writes its open-graph tags). */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation('crowdfunding');
  return (
    <button
      type="button"
      className="btn btn--outline project-share"
      data-testid="share-button"
      onClick={() =>
        shareLink({ title, path }, { copied: t('share.copied'), failed: t('share.failed') })
      }
    >
      <Share2 size={17} aria-hidden="true" />
      {t('share.label')}
    </button>
  );
}
