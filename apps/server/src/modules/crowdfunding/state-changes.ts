import type { ProjectState } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { projectStateChanges } from './crowdfunding.table.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who moved a project: a staff member or a creator; null for the clock and the settle job. */
export interface Actor {
  id: bigint;
  email: string;
}

/** Records one move of a project's workflow state (in the caller's transaction). */
export const recordChange = (
  tx: Tx | Db,
  projectId: bigint,
  from: ProjectState | null,
  to: ProjectState,
  actor: Actor | null,
  comment = '',
  at?: Date,
) =>
  tx.insert(projectStateChanges).values({
    projectId,
    fromState: from,
    toState: to,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    comment,
    ...(at ? { createdAt: at } : {}),
  });
