import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../lib/toast';

/**
 * Shares the project's address: the system share sheet where there is one, otherwise the link
 * goes to the clipboard. The server writes the open-graph tags of that address.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation('crowdfunding');
  return (
    <button
      type="button"
      className="btn btn--outline project-share"
      data-testid="share-button"
      onClick={() => {
        const url = `${window.location.origin}${path}`;
        if (typeof navigator.share === 'function') {
          navigator.share({ title, url }).catch(() => undefined);
          return;
        }
        const copy = navigator.clipboard?.writeText(url);
        if (!copy) {
          toastError(t('share.failed'));
          return;
        }
        copy.then(
          () => toastSuccess(t('share.copied')),
          () => toastError(t('share.failed')),
        );
      }}
    >
      <Share2 size={17} aria-hidden="true" />
      {t('share.label')}
    </button>
  );
}
