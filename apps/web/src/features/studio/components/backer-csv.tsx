import { Download, FileSpreadsheet } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { apiDownload } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { formatDate } from '../../../lib/localized';
import { useBackerReports, useRequestBackerReport } from '../api/studio-api';

/**
 * The creator's backer CSV (docs/product/crowdfunding.md#backer-report): asked for here, built at
 * once or by the job queue (shown as being built until the download appears).
 */
export function BackerCsv({ projectId }: { projectId: string }) {
  const { t } = useTranslation('studio');
  const locale = currentLocale();
  const reports = useBackerReports(projectId);
  const request = useRequestBackerReport(projectId);
  return (
    <div className="studio-csv">
      <p className="studio-note">{t('backers.csvLead')}</p>
      <button
        type="button"
        className="studio-button studio-button--quiet"
        data-testid="studio-csv-request"
        disabled={request.isPending}
        onClick={() => request.mutate()}
      >
        <FileSpreadsheet size={16} aria-hidden="true" />
        {t('backers.csvBuild')}
      </button>
      <ul className="studio-csv__list" aria-live="polite">
        {(reports.data ?? []).map((r) => (
          <li key={r._id}>
            <time dateTime={r.createdAt}>{formatDate(r.createdAt, locale)}</time>{' '}
            {r.status === 'ready' && r.downloadPath ? (
              <button
                type="button"
                className="studio-button studio-button--primary"
                data-testid="studio-csv-download"
                onClick={() =>
                  void apiDownload(r.downloadPath ?? '', {}, `backers-${projectId}-${r._id}.csv`)
                }
              >
                <Download size={16} aria-hidden="true" />
                {t('backers.csvDownload', { count: r.rowCount ?? 0 })}
              </button>
            ) : (
              <span className="studio-csv__status" data-status={r.status}>
                {t(`backers.csvStatus.${r.status}`)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
