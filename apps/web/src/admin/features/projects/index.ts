export { ProjectsPage } from './projects-page';
export { ProjectPage } from './project-page';
export { InviteCreator } from './invite-creator';
