import { Flag, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Dropdown } from '../../../components/ui/dropdown';
import { Modal } from '../../../components/ui/modal';
import { REPORT_REASONS, type ReportReason } from '../api/comment-api';

/** The report button of someone else's comment and its menu of reasons. */
export function ReportMenu({ onReport }: { onReport: (reason: ReportReason) => void }) {
  const { t } = useTranslation('films');
  return (
    <Dropdown
      label={
        <>
          <Flag size={15} aria-hidden="true" />
          {t('comments.report')}
        </>
      }
      showChevron={false}
      buttonClassName="comment__action"
      buttonTestId="comment-report"
      align="start"
    >
      {(close) => (
        <ul className="comment__reasons" role="menu" aria-label={t('comments.reportTitle')}>
          {REPORT_REASONS.map((reason) => (
            <li key={reason}>
              <button
                type="button"
                role="menuitem"
                className="menu-item"
                data-testid="report-reason"
                data-reason={reason}
                onClick={() => {
                  close();
                  onReport(reason);
                }}
              >
                {t(`comments.reasons.${reason}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}

interface DeleteConfirmProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before one's own comment is deleted. */
export function DeleteConfirm({ open, onClose, onConfirm }: DeleteConfirmProps) {
  const { t } = useTranslation('films');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('comments.deleteTitle')}
      icon={<Trash2 size={22} />}
      testId="comment-delete-confirm"
      actions={
        <>
          <button type="button" className="btn btn--outline" onClick={onClose}>
            {t('comments.cancel')}
          </button>
          <button
            type="button"
            className="btn btn--dark"
            data-autofocus
            data-testid="comment-delete-yes"
            onClick={onConfirm}
          >
            {t('comments.delete')}
          </button>
        </>
      }
    >
      <p>{t('comments.deleteText')}</p>
    </Modal>
  );
}
