// The creators' studio's public surface: the back office reuses the same editor.
export { ProjectWorkspace } from './components/project-workspace';
export { StateBadge } from './components/state-badge';
export { useEditableProject, projectKey } from './api/studio-api';
