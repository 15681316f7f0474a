export { JobsPage } from './jobs-page';
export { JobPage } from './job-page';
