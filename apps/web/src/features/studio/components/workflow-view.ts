import type { StudioProject } from '@dalbit/contract';

/**
 * What the editor lets one change, as the server decides it
 * (apps/server/src/modules/crowdfunding/workflow.ts): a creator writes a draft fully, nothing in
 * review, the story and images later; staff everything until funding starts.
 */
export const editScopeOf = (
  project: Pick<StudioProject, 'state' | 'locked'>,
  by: 'creator' | 'staff',
): 'all' | 'content' | 'none' => {
  if (project.locked) return 'content';
  if (by === 'staff' || project.state === 'draft') return 'all';
  return project.state === 'in_review' ? 'none' : 'content';
};
