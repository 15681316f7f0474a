import { CalendarClock, Flag, RefreshCw, Sparkles, WifiOff } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { StateMessage } from '../../../components/ui/state-message';
import { parsePage } from '../../../lib/parse-page';
import { useAccount } from '../../../lib/session/account-context';
import { type ProjectFilter, useProjectList } from '../api/crowdfunding-api';
import { ProjectCard, ProjectCardSkeleton } from '../components/project-card';
import { useSignInPrompt } from '../components/signin-prompt';
import { VoteButton } from '../components/vote-button';
import './crowdfunding-page.css';

const TABS: ProjectFilter[] = ['funding', 'upcoming', 'ended'];

const parseTab = (value: string | null): ProjectFilter =>
  TABS.find((tab) => tab === value) ?? 'funding';

const hrefFor = (tab: ProjectFilter, page = 1) => {
  const params = new URLSearchParams();
  if (tab !== 'funding') params.set('tab', tab);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `/crowdfunding${search ? `?${search}` : ''}`;
};

const EMPTY_ICONS = {
  funding: <Sparkles size={26} />,
  upcoming: <CalendarClock size={26} />,
  ended: <Flag size={26} />,
};

/** /crowdfunding: projects funding now, coming soon (open for votes) and ended, a page at a time. */
export function CrowdfundingPage() {
  const { t } = useTranslation('crowdfunding');
  const [params] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const page = parsePage(params.get('page'));
  const list = useProjectList(tab, page);
  const { isSignedIn } = useAccount();
  const { ask, element: prompt } = useSignInPrompt();

  return (
    <div className="crowdfunding-page" data-testid="crowdfunding-page">
      <header className="cf-hero">
        <div className="container cf-hero__inner">
          <p className="cf-hero__eyebrow">{t('list.eyebrow')}</p>
          <h1 className="cf-hero__title">{t('list.title')}</h1>
          <p className="cf-hero__lead">{t('list.lead')}</p>
        </div>
      </header>

      <div className="container">
        <nav className="cf-tabs" aria-label={t('list.tabsLabel')}>
          {TABS.map((item) => (
            <Link
              key={item}
              to={hrefFor(item)}
              className="cf-tabs__tab"
              aria-current={item === tab ? 'page' : undefined}
              data-testid={`tab-${item}`}
            >
              {t(`list.tabs.${item}`)}
            </Link>
          ))}
        </nav>
        {tab === 'upcoming' && <p className="cf-tabs__note">{t('list.upcomingNote')}</p>}

        <section aria-labelledby="project-list-title" data-testid="project-list" data-tab={tab}>
          {/* The cards' h3 titles sit under a heading of their own: no level is skipped. */}
          <h2 id="project-list-title" className="visually-hidden">
            {t(`list.tabs.${tab}`)}
          </h2>
          {list.isPending ? (
            <ul className="project-grid" aria-busy="true" aria-label={t('common:status.loading')}>
              {Array.from({ length: 6 }, (_, index) => (
                <li key={index}>
                  <ProjectCardSkeleton />
                </li>
              ))}
            </ul>
          ) : list.isError ? (
            <StateMessage
              tone="error"
              icon={<WifiOff size={26} />}
              title={t('list.errorTitle')}
              text={list.error.message}
              testId="projects-error"
              action={
                <button type="button" className="btn btn--dark" onClick={() => void list.refetch()}>
                  <RefreshCw size={16} aria-hidden="true" />
                  {t('common:actions.retry')}
                </button>
              }
            />
          ) : list.data.items.length === 0 ? (
            <StateMessage
              icon={EMPTY_ICONS[tab]}
              title={t(`list.empty.${tab}.title`)}
              text={t(`list.empty.${tab}.text`)}
              testId="projects-empty"
            />
          ) : (
            <>
              <ul className="project-grid" aria-busy={list.isPlaceholderData}>
                {list.data.items.map((project, index) => (
                  <li key={project._id}>
                    <ProjectCard
                      project={project}
                      eager={index < 3}
                      priority={index === 0}
                      footer={
                        project.status === 'upcoming' ? (
                          <VoteButton
                            project={project}
                            signedIn={isSignedIn}
                            onVisitor={() => ask('vote')}
                          />
                        ) : undefined
                      }
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                page={list.data.page}
                totalPages={list.data.totalPages}
                hrefFor={(target) => hrefFor(tab, target)}
              />
            </>
          )}
        </section>
      </div>
      {prompt}
    </div>
  );
}
