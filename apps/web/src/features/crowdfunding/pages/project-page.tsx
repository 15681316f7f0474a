import type { ProjectDetail } from '@dalbit/contract';
import { ArrowLeft, CheckCircle2, HandCoins, Megaphone, XCircle } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import { ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { formatDate } from '../../../lib/localized';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAccount } from '../../../lib/session/account-context';
import { Comments } from '../../comments';
import { projectCommentPaths, useProjectDetail } from '../api/crowdfunding-api';
import { LinkedSeries } from '../components/linked-series';
import { PledgeItem } from '../components/pledge-item';
import { ProjectFaq, ProjectStory, ProjectUpdateItem } from '../components/project-extras';
import { ProjectStatusBadge } from '../components/project-card';
import { CoverImage } from '../../../components/ui/cover-image';
import { localizeProject, pledgePath, projectPath } from '../components/project-meta';
import { ProjectProgress } from '../components/project-progress';
import { RewardList } from '../components/reward-list';
import { ShareButton } from '../components/share-button';
import { useSignInPrompt } from '../components/signin-prompt';
import { VoteButton } from '../components/vote-button';
import './project-page.css';

function ProjectAction({
  project,
  signedIn,
  onVisitorVote,
}: {
  project: ProjectDetail;
  signedIn: boolean;
  onVisitorVote: () => void;
}) {
  const { t } = useTranslation('crowdfunding');
  if (project.status === 'funding') {
    return (
      <Link
        to={pledgePath(project._id)}
        className="btn btn--primary btn--lg project-cta"
        data-testid="pledge-cta"
      >
        <HandCoins size={18} aria-hidden="true" />
        {t('detail.back')}
      </Link>
    );
  }
  if (project.status === 'upcoming') {
    return <VoteButton project={project} signedIn={signedIn} onVisitor={onVisitorVote} size="lg" />;
  }
  const Icon = project.status === 'succeeded' ? CheckCircle2 : XCircle;
  return (
    <p className={`project-result project-result--${project.status}`} data-testid="project-result">
      <Icon size={18} aria-hidden="true" />
      {t(`detail.result.${project.status}`)}
    </p>
  );
}

/** /crowdfunding/:id: a project's story, progress, rewards, updates and comments. */
export function ProjectPage() {
  const { t } = useTranslation('crowdfunding');
  const { id = '' } = useParams();
  const { isSignedIn } = useAccount();
  const detail = useProjectDetail(id);
  const { ask, element: prompt } = useSignInPrompt();
  const locale = currentLocale();
  const project = detail.data;
  const view = project ? localizeProject(project, locale) : null;
  const notFound =
    detail.error instanceof ApiError &&
    (detail.error.status === 404 || detail.error.status === 400);
  useDocumentTitle(
    view?.title ?? (notFound ? t('detail.notFoundTitle') : t('common:pageTitles.crowdfunding')),
  );

  if (detail.isPending) {
    return (
      <div className="container project-page" aria-busy="true">
        <div className="project-top">
          <span className="skeleton project-top__skeleton-media" />
          <div className="project-top__info">
            <span className="skeleton" style={{ width: 120, height: 14, borderRadius: 6 }} />
            <span className="skeleton" style={{ width: '80%', height: 38, borderRadius: 10 }} />
            <span className="skeleton" style={{ width: '100%', height: 16, borderRadius: 6 }} />
            <span className="skeleton" style={{ width: '100%', height: 96, borderRadius: 12 }} />
          </div>
        </div>
      </div>
    );
  }

  if (!project || !view) {
    return (
      <div className="container project-page project-page--state">
        <LoadFailure
          notFound={notFound}
          notFoundTitle={t('detail.notFoundTitle')}
          notFoundText={t('detail.notFoundText')}
          notFoundTestId="project-not-found"
          backTo="/crowdfunding"
          backLabel={t('detail.all')}
          errorTitle={t('detail.errorTitle')}
          errorText={detail.error?.message}
          onRetry={() => void detail.refetch()}
          buttonClassName="btn btn--dark"
        />
      </div>
    );
  }

  const pledges = project.viewerPledges ?? [];

  return (
    <div className="project-page" data-testid="project-detail" data-project-id={project._id}>
      <div className="container">
        <Link to="/crowdfunding" className="project-page__back">
          <ArrowLeft size={18} aria-hidden="true" />
          {t('detail.all')}
        </Link>

        <section className="project-top" aria-labelledby="project-title">
          <div className="project-top__media">
            <CoverImage src={view.image} eager priority moon="left" sizes="cover" />
          </div>
          <div className="project-top__info">
            <p className="project-top__meta">
              <ProjectStatusBadge status={project.status} />
              <span className="project-top__creator" data-testid="project-creator">
                {view.creator}
              </span>
            </p>
            <h1 id="project-title" className="project-top__title">
              {view.title}
            </h1>
            {view.summary && <p className="project-top__summary">{view.summary}</p>}
            <ProjectProgress project={project} />
            <div className="project-top__actions">
              <ProjectAction
                project={project}
                signedIn={isSignedIn}
                onVisitorVote={() => ask('vote')}
              />
              <ShareButton title={view.title} path={projectPath(project._id)} />
            </div>
            {project.status === 'funding' && (
              <p className="project-top__note">
                {t('detail.allOrNothing', { date: formatDate(project.endsAt, locale) })}
              </p>
            )}
          </div>
        </section>

        <div className="project-body">
          <div className="project-body__main">
            {pledges.length > 0 && (
              <section
                className="project-section project-section--pledges"
                aria-labelledby="my-project-pledges"
                data-testid="viewer-pledges"
              >
                <h2 id="my-project-pledges" className="detail-section__title">
                  {t('detail.yourPledges')}
                </h2>
                <ul className="project-pledges">
                  {pledges.map((pledge) => (
                    <li key={pledge._id}>
                      <PledgeItem pledge={pledge} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <LinkedSeries projectId={project._id} />
            <section className="project-section" aria-labelledby="project-story">
              <h2 id="project-story" className="detail-section__title">
                {t('detail.story')}
              </h2>
              <ProjectStory project={project} />
            </section>
            <ProjectFaq project={project} />
            <section
              className="project-section"
              aria-labelledby="project-updates"
              data-testid="project-updates"
            >
              <h2 id="project-updates" className="detail-section__title">
                {t('detail.updates')}
                {project.updates.length > 0 && (
                  <span className="project-section__count">{project.updates.length}</span>
                )}
              </h2>
              {project.updates.length === 0 ? (
                <p className="project-section__empty">
                  <Megaphone size={18} aria-hidden="true" />
                  {t('detail.noUpdates')}
                </p>
              ) : (
                <ol className="project-updates">
                  {project.updates.map((update) => (
                    <ProjectUpdateItem key={update._id} update={update} />
                  ))}
                </ol>
              )}
            </section>
            <div className="project-section">
              <Comments
                paths={projectCommentPaths(project._id)}
                signedIn={isSignedIn}
                ask={ask}
                tone="light"
              />
            </div>
          </div>
          <aside className="project-body__side" aria-labelledby="project-rewards">
            <h2 id="project-rewards" className="detail-section__title">
              {t('detail.rewards')}
            </h2>
            <RewardList
              projectId={project._id}
              products={project.products}
              status={project.status}
            />
          </aside>
        </div>
      </div>
      {project.status === 'funding' && (
        <div className="project-cta-bar">
          <Link
            to={pledgePath(project._id)}
            className="btn btn--primary btn--block"
            data-testid="pledge-cta-bar"
          >
            <HandCoins size={18} aria-hidden="true" />
            {t('detail.back')}
          </Link>
        </div>
      )}
      {prompt}
    </div>
  );
}
