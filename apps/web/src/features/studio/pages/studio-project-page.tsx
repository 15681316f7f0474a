import { AlertTriangle, ArrowLeft, Send } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useParams } from 'react-router';
import { StateMessage } from '../../../components/ui/state-message';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEditableProject, useProjectMutations } from '../api/studio-api';
import { ProjectWorkspace } from '../components/project-workspace';
import '../components/studio.css';

/** `/studio/:id`: one of my projects: the editor, submit for review, updates, backers. */
export function StudioProjectPage() {
  const { t } = useTranslation('studio');
  const { id = '' } = useParams();
  const project = useEditableProject('/studio/projects', id);
  const { submit } = useProjectMutations('/studio/projects', id);
  useDocumentTitle(t('title'));
  if (project.isError) {
    return (
      <div className="studio-page">
        <StateMessage
          tone="error"
          icon={<AlertTriangle size={26} />}
          title={t('loadError')}
          text={project.error.message}
        />
      </div>
    );
  }
  if (!project.data) return <PageSpinner />;
  const draft = project.data.state === 'draft';
  return (
    <div className="studio-page">
      <Link to="/studio" className="studio-back">
        <ArrowLeft size={16} aria-hidden="true" />
        {t('title')}
      </Link>
      <ProjectWorkspace
        project={project.data}
        base="/studio/projects"
        panel={
          draft && (
            <div className="studio-panel">
              <p>{t('submitHint')}</p>
              <button
                type="button"
                className="studio-button studio-button--primary"
                data-testid="studio-submit"
                disabled={submit.isPending}
                onClick={() =>
                  submit.mutate(undefined, {
                    onSuccess: () => toastSuccess(t('submitted')),
                    onError: (error) => toastError(error.message),
                  })
                }
              >
                <Send size={16} aria-hidden="true" />
                {t('submit')}
              </button>
            </div>
          )
        }
      />
    </div>
  );
}
