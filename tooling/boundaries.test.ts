// Proves the layering rules of docs/architecture.md#lint-rules bite: each probe is linted as if it
// were a file at that path, and an import across a boundary must be an ESLint error.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

const zoneErrorsOf = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
};

const cases: { name: string; file: string; source: string; allowed: boolean }[] = [
  {
    name: 'a web component importing a feature',
    file: 'apps/web/src/components/ui/probe.tsx',
    source: '../../features/films',
    allowed: false,
  },
  {
    name: 'lib importing the app shell',
    file: 'apps/web/src/lib/probe.ts',
    source: '../app/router',
    allowed: false,
  },
  {
    name: 'a feature importing the app shell',
    file: 'apps/web/src/features/home/probe.tsx',
    source: '../../app/router',
    allowed: false,
  },
  {
    name: "a feature reaching into another feature's files",
    file: 'apps/web/src/features/home/probe.tsx',
    source: '../films/components/film-card',
    allowed: false,
  },
  {
    name: "a feature using another feature's index.ts",
    file: 'apps/web/src/features/home/probe.tsx',
    source: '../films',
    allowed: true,
  },
  {
    name: 'a public feature importing the back office',
    file: 'apps/web/src/features/home/probe.tsx',
    source: '../../admin/admin-app',
    allowed: false,
  },
  {
    name: 'shared web code importing the back office',
    file: 'apps/web/src/components/ui/probe.tsx',
    source: '../../admin/nav-plan',
    allowed: false,
  },
  {
    name: 'the back office importing the app shell',
    file: 'apps/web/src/admin/probe.tsx',
    source: '../app/router',
    allowed: false,
  },
  {
    name: "the back office reaching into a public feature's files",
    file: 'apps/web/src/admin/features/events/probe.tsx',
    source: '../../../features/events/components/event-card',
    allowed: false,
  },
  {
    name: "the back office using a public feature's index.ts",
    file: 'apps/web/src/admin/features/events/probe.tsx',
    source: '../../../features/events',
    allowed: true,
  },
  {
    name: "an admin feature reaching into another admin feature's files",
    file: 'apps/web/src/admin/features/accounts/probe.tsx',
    source: '../applications/api',
    allowed: false,
  },
  {
    name: "an admin feature using another admin feature's index.ts",
    file: 'apps/web/src/admin/features/accounts/probe.tsx',
    source: '../applications',
    allowed: true,
  },
  {
    name: 'the back office using shared components',
    file: 'apps/web/src/admin/features/accounts/probe.tsx',
    source: '../../../components/data/data-table',
    allowed: true,
  },
  {
    name: 'server infra importing a module',
    file: 'apps/server/src/infra/probe.ts',
    source: '../modules/events/events.table.js',
    allowed: false,
  },
  {
    name: "a server module reaching into another module's repository",
    file: 'apps/server/src/modules/search/probe.ts',
    source: '../events/events.repository.js',
    allowed: false,
  },
  {
    name: "a server module joining another module's table",
    file: 'apps/server/src/modules/search/probe.ts',
    source: '../events/events.table.js',
    allowed: true,
  },
  {
    name: 'db/ importing infrastructure',
    file: 'apps/server/src/db/probe.ts',
    source: '../infra/cache/ttl-cache.js',
    allowed: false,
  },
  {
    name: 'the contract importing an app',
    file: 'packages/contract/src/probe.ts',
    source: '../../../apps/server/src/config.js',
    allowed: false,
  },
];

describe('layering rules', () => {
  it.each(cases)(
    '$name: allowed=$allowed',
    async ({ file, source, allowed }) => {
      const errors = await zoneErrorsOf(file, `import * as probe from '${source}';\nvoid probe;\n`);
      if (allowed) expect(errors).toEqual([]);
      else expect(errors).toEqual([expect.stringContaining(`Unexpected path "${source}"`)]);
      // The first probe also starts ESLint and the TypeScript resolver: seconds on a busy machine.
    },
    60_000,
  );
});

describe('file size', () => {
  const linesOf = (count: number) =>
    Array.from({ length: count }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';
  const sizeErrorsOf = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'max-lines');
  };

  it('refuses a file of apps/ past 300 lines of code, unless it says why', async () => {
    const file = 'apps/server/src/modules/search/probe.ts';
    expect(await sizeErrorsOf(file, linesOf(300))).toEqual([]);
    expect(await sizeErrorsOf(file, linesOf(301))).toHaveLength(1);
    const excused = `/* eslint-disable max-lines -- a probe with a reason */\n${linesOf(301)}`;
    expect(await sizeErrorsOf(file, excused)).toEqual([]);
  }, 60_000);
});
