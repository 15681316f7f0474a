import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useParams } from 'react-router';
import { StateMessage } from '../../../components/ui/state-message';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ProjectWorkspace, useEditableProject } from '../../../features/studio';
import { PledgeActions, ReviewPanel } from './review-panel';
import './projects.css';

/** One project for staff: the review or the schedule, the same editor, updates, pledges. */
export function ProjectPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const project = useEditableProject('/admin/projects', id);
  const back = (
    <Link to="/admin/projects" className="admin-back">
      <ArrowLeft size={16} aria-hidden="true" />
      {t('projects.title')}
    </Link>
  );
  if (project.isError) {
    return (
      <div className="admin-page">
        {back}
        <StateMessage
          tone="error"
          icon={<FileQuestion size={26} />}
          title={t('projects.loadError')}
          text={project.error.message}
        />
      </div>
    );
  }
  if (!project.data) return <PageSpinner />;
  const data = project.data;
  return (
    <div className="admin-page">
      {back}
      <ProjectWorkspace
        project={data}
        base="/admin/projects"
        panel={<ReviewPanel project={data} />}
        pledgeActions={(p) => <PledgeActions projectId={data._id} pledge={p} />}
      />
    </div>
  );
}
