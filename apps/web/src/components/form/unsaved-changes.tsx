import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useBlocker } from 'react-router';
import { Modal } from '../ui/modal';

/**
 * Warns before leaving a form with unsaved changes (docs/product/back-office.md#screens): a
 * dialog for links and the back button inside the app, the browser's own prompt for a reload
 * or a closed tab.
 */
export function UnsavedChanges({ when }: { when: boolean }) {
  const { t } = useTranslation('common');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return (
    <Modal
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('unsaved.title')}
      icon={<AlertTriangle size={24} />}
      testId="unsaved-dialog"
      actions={
        <>
          <button
            type="button"
            className="btn btn--outline"
            data-autofocus
            onClick={() => blocker.reset?.()}
          >
            {t('unsaved.stay')}
          </button>
          <button type="button" className="btn btn--dark" onClick={() => blocker.proceed?.()}>
            {t('unsaved.leave')}
          </button>
        </>
      }
    >
      <p>{t('unsaved.text')}</p>
    </Modal>
  );
}
