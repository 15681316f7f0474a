// The public face of the crowdfunding feature, for the home page and my page.
export { FundingBar, ProjectCard, ProjectCardSkeleton } from './components/project-card';
export { MyPledges } from './components/my-pledges';
export { formatKrw } from './components/project-meta';
