// Code comments point at the repository's own docs (docs/architecture.md#lint-rules): every
// `docs/<file>.md#<anchor>` written in the source must name a file and a heading that exist.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './dependency-graph';
import { execFileSync } from 'node:child_process';

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
export const slugOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (file: string) =>
  new Set(
    readFileSync(join(repoRoot, file), 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6}\s/.test(line))
      .map((line) => slugOf(line.replace(/^#+\s*/, ''))),
  );

// Files git knows or would add (tracked and new, not ignored), as they are on disk now.
const tracked = execFileSync(
  'git',
  [
    'ls-files',
    '--cached',
    '--others',
    '--exclude-standard',
    'apps',
    'packages',
    'e2e',
    'bench',
    'tooling',
  ],
  { cwd: repoRoot, encoding: 'utf8' },
)
  .split('\n')
  .filter(
    (file) =>
      /\.(ts|tsx|mjs|js|css)$/.test(file) &&
      !file.startsWith('apps/server/assets/') &&
      existsSync(join(repoRoot, file)),
  );

const references = tracked.flatMap((file) =>
  [
    ...readFileSync(join(repoRoot, file), 'utf8').matchAll(
      /docs\/([\w/-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu,
    ),
  ].map((match) => ({ file, doc: `docs/${match[1]}`, anchor: match[2] })),
);

describe('links from code to docs/', () => {
  it('makes anchors the way GitHub does', () => {
    expect(slugOf('Lint rules that hold these')).toBe('lint-rules-that-hold-these');
    expect(slugOf('Watched at 95 percent')).toBe('watched-at-95-percent');
    expect(slugOf('초성')).toBe('초성');
  });

  it('finds the references it checks', () => {
    expect(references.length).toBeGreaterThan(50);
  });

  it('points only at files and headings that exist', () => {
    const broken = references.filter(({ doc, anchor }) => {
      try {
        return anchor !== undefined && !anchorsOf(doc).has(anchor);
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });
});
