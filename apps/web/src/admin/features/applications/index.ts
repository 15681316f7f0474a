export { ApplicationsPage } from './applications-page';
export { ApplicationPage } from './application-page';
export { TemplatesPage } from './templates-page';
