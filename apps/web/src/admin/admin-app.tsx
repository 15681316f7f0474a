import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { can, isStaff, type Permission } from '@dalbit/contract/permissions';
import { PageSpinner } from '../components/ui/page-spinner';
import { useIsWide } from '../lib/breakpoints';
import { useAccount } from '../lib/session/account-context';
import { AdminShell } from './admin-shell';
import { Forbidden } from './components/forbidden';
import { NotFound } from './components/not-found';
import { AccountPage, AccountsPage } from './features/accounts';
import { ApplicationPage, ApplicationsPage, TemplatesPage } from './features/applications';
import { SettlementPage, SettlementsPage } from './features/settlements';
import { AuditPage } from './features/audit';
import { DashboardPage } from './features/dashboard';
import { EventEditorPage, EventsPage } from './features/events';
import {
  FilmEditorPage,
  FilmsPage,
  NewFilmPage,
  RailsPage,
  VideoMediaPage,
} from './features/films';
import { JobPage, JobsPage } from './features/jobs';
import { KeywordsPage } from './features/keywords';
import { ModerationPage } from './features/moderation';
import { ProjectPage, ProjectsPage } from './features/projects';
import { SettingsPage } from './features/settings';

/** A page for the roles whose permissions cover it; the server checks the same permission. */
function Allowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { user } = useAccount();
  return can(user?.role, permission) ? children : <Forbidden />;
}

const page = (path: string, permission: Permission, element: ReactNode) => (
  <Route path={path} element={<Allowed permission={permission}>{element}</Allowed>} />
);

/**
 * The back office at /admin (docs/product/back-office.md): its own lazily loaded chunk, which
 * visitors never download. Visitors go to sign in; accounts without a staff role are told so.
 */
export function AdminApp() {
  // The `admin` translations load with the area: the frame waits for them, not a blank page.
  return (
    <Suspense fallback={<PageSpinner />}>
      <AdminArea />
    </Suspense>
  );
}

function AdminArea() {
  const { user, isLoading } = useAccount();
  const isWide = useIsWide();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) {
    return <Navigate to={isWide ? '/login' : '/login-method'} replace state={{ from: location }} />;
  }
  if (!isStaff(user.role)) {
    return (
      <AdminShell>
        <Forbidden />
      </AdminShell>
    );
  }
  return (
    <AdminShell>
      <Routes>
        {page('', 'dashboard.view', <DashboardPage />)}
        {page('events', 'events.manage', <EventsPage />)}
        {page('events/new', 'events.manage', <EventEditorPage />)}
        {page('events/:id', 'events.manage', <EventEditorPage />)}
        {page('keywords', 'keywords.manage', <KeywordsPage />)}
        {page('films', 'films.manage', <FilmsPage />)}
        {page('films/new', 'films.manage', <NewFilmPage />)}
        {page('films/rails', 'films.manage', <RailsPage />)}
        {page('films/videos/:videoId', 'films.manage', <VideoMediaPage />)}
        {page('films/:filmId', 'films.manage', <FilmEditorPage />)}
        {page('projects', 'projects.manage', <ProjectsPage />)}
        {page('projects/:id', 'projects.manage', <ProjectPage />)}
        {page('settlements', 'projects.manage', <SettlementsPage />)}
        {page('settlements/:id', 'projects.manage', <SettlementPage />)}
        {page('applications', 'applications.manage', <ApplicationsPage />)}
        {page('applications/templates', 'applications.manage', <TemplatesPage />)}
        {page('applications/:id', 'applications.manage', <ApplicationPage />)}
        {page('moderation', 'moderation.manage', <ModerationPage />)}
        {page('accounts', 'accounts.view', <AccountsPage />)}
        {page('accounts/:id', 'accounts.view', <AccountPage />)}
        {page('settings', 'settings.manage', <SettingsPage />)}
        {page('audit', 'audit.view', <AuditPage />)}
        {page('jobs', 'jobs.manage', <JobsPage />)}
        {page('jobs/:name/:id', 'jobs.manage', <JobPage />)}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </AdminShell>
  );
}
