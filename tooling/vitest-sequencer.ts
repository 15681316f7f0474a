import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest runs the projects of one run in the order of their names, each file's project after
 * the other: `npm run test:api` queued the server's system files (a few files of 10-25 s each,
 * waiting on workers, retries and ffmpeg) behind the 65 medium files, so the last of them ran
 * alone while the other worker had nothing left. The system files go first here, longest first
 * as Vitest orders them within a project (by the last run's durations, else by size), and the
 * short medium files fill in around them.
 */
export class SystemFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const system = (file: TestSpecification) => file.project.name === 'server-system';
    return [...sorted.filter(system), ...sorted.filter((file) => !system(file))];
  }
}
