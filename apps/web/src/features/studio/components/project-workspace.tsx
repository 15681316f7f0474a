import { useTranslation } from '../../../lib/i18n-react';
import type { ReactNode } from 'react';
import type { ProjectState, StudioProject } from '@dalbit/contract';
import { currentLocale } from '../../../lib/i18n';
import { formatDate, pickText } from '../../../lib/localized';
import { useBackers, type ProjectBase } from '../api/studio-api';
import { BackerCsv } from './backer-csv';
import { BackersTable } from './backers-table';
import { ProjectEditor } from './project-editor';
import { ProjectUpdates } from './project-updates';
import { StateBadge } from './state-badge';

/** States after funding started: the creator may export the backer CSV (the server's rule). */
const LAUNCHED: readonly ProjectState[] = ['funding', 'successful', 'failed', 'settled'];

/**
 * One project as its creator or staff work on it: state and review comment, the editor,
 * updates, backers and the history of moves. `panel` is what the page adds (submit, review).
 */
export function ProjectWorkspace({
  project,
  base,
  panel,
  pledgeActions,
}: {
  project: StudioProject;
  base: ProjectBase;
  panel?: ReactNode;
  pledgeActions?: Parameters<typeof BackersTable>[0]['actions'];
}) {
  const { t } = useTranslation('studio');
  const locale = currentLocale();
  const backers = useBackers(base, project._id, project.status !== null);
  return (
    <div className="studio-workspace">
      <header className="studio-head">
        <h1 className="studio-head__title">
          {pickText(project.title_kr, project.title_eng, locale) || t('untitled')}
        </h1>
        <StateBadge state={project.state} />
      </header>
      {project.reviewComment && (
        <div className="studio-review" data-testid="studio-review-comment">
          <strong>{t('reviewComment')}</strong>
          <p>{project.reviewComment}</p>
        </div>
      )}
      {panel}
      <ProjectEditor project={project} base={base} />
      <ProjectUpdates project={project} base={base} />
      {project.status !== null && (
        <section className="studio-section" aria-labelledby="studio-backers-title">
          <h2 id="studio-backers-title" className="studio-section__title">
            {t('backers.title')}
          </h2>
          {base === '/studio/projects' && LAUNCHED.includes(project.state) && (
            <BackerCsv projectId={project._id} />
          )}
          {backers.data && <BackersTable pledges={backers.data} actions={pledgeActions} />}
        </section>
      )}
      <section className="studio-section" aria-labelledby="studio-history-title">
        <h2 id="studio-history-title" className="studio-section__title">
          {t('history.title')}
        </h2>
        <ol className="studio-history">
          {project.history.map((h, index) => (
            <li key={index}>
              <span>{formatDate(h.createdAt, locale)}</span>{' '}
              {h.from ? `${t(`states.${h.from}`)} → ` : ''}
              {t(`states.${h.to}`)}
              {' · '}
              {h.actorEmail ?? t('history.system')}
              {h.comment && <q className="studio-history__comment">{h.comment}</q>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
