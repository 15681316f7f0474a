// The layering rules of docs/architecture.md#lint-rules, as ESLint errors. Each zone says: files
// under `target` may not import from `from` (except the listed public files). A folder added
// under apps/web/src/features or apps/server/src/modules is covered without editing this file.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = dirname(fileURLToPath(import.meta.url));
const foldersOf = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const web = './apps/web/src';
const server = './apps/server/src';
const features = foldersOf('apps/web/src/features');
const adminFeatures = foldersOf('apps/web/src/admin/features');
const modules = foldersOf('apps/server/src/modules');

const zones = [
  // Web: shared pieces never depend on features or on the app shell; features never on the shell.
  {
    target: `${web}/components`,
    from: [`${web}/features`, `${web}/app`],
    message: 'components/ is shared by every feature: it cannot import features or app.',
  },
  {
    target: `${web}/lib`,
    from: [`${web}/features`, `${web}/app`],
    message: 'lib/ is shared by every feature: it cannot import features or app.',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'app/ composes the features; a feature cannot import it back.',
  },
  // The back office (docs/architecture.md#back-office): a lazy area of its own. Nothing public
  // imports it (visitors never download it); it uses shared code and public features' index.ts.
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/config`, `${web}/features`],
    from: `${web}/admin`,
    message: 'admin/ is the staff-only chunk: public code cannot import it.',
  },
  {
    target: `${web}/admin`,
    from: `${web}/app`,
    message: 'app/ loads the back office lazily; admin/ cannot import it back.',
  },
  ...features.map((f) => ({
    target: `${web}/admin`,
    from: `${web}/features/${f}`,
    except: ['./index.ts'],
    message: `admin/ may use the public ${f} feature only through ${f}/index.ts.`,
  })),
  ...adminFeatures.flatMap((a) =>
    adminFeatures
      .filter((b) => b !== a)
      .map((b) => ({
        target: `${web}/admin/features/${a}`,
        from: `${web}/admin/features/${b}`,
        except: ['./index.ts'],
        message: `admin ${a} may use admin ${b} only through ${b}/index.ts.`,
      })),
  ),
  ...features.flatMap((a) =>
    features
      .filter((b) => b !== a)
      .map((b) => ({
        target: `${web}/features/${a}`,
        from: `${web}/features/${b}`,
        except: ['./index.ts'],
        message: `${a} may use ${b} only through ${b}/index.ts.`,
      })),
  ),
  // Server: infrastructure knows no feature; db/ sees only the tables; modules meet through the
  // deps app.ts passes, reading another module's tables (joins) and its public module file only.
  {
    target: `${server}/infra`,
    from: `${server}/modules`,
    message:
      'infra/ cannot import modules/: define the interface in infra, implement it in the module.',
  },
  {
    target: `${server}/shared`,
    from: [`${server}/modules`, `${server}/infra`, `${server}/db`, `${server}/seed`],
    message: 'shared/ holds generic helpers: it cannot import the layers that use it.',
  },
  {
    target: `${server}/db`,
    from: [
      `${server}/modules/**/!(*.table).ts`,
      `${server}/infra/**`,
      `${server}/@(app|server|config).ts`,
    ],
    message: 'db/ may import only table files.',
  },
  ...modules.flatMap((a) =>
    modules
      .filter((b) => b !== a)
      .map((b) => ({
        target: `${server}/modules/${a}`,
        // Globs: `from` is resolved against basePath, `except` is matched as an absolute path.
        from: `${server}/modules/${b}/**`,
        except: [`${root}/apps/server/src/modules/${b}/@(${b}.module|*.table).ts`],
        message: `${a} may use ${b} only through ${b}.module.ts and its tables.`,
      })),
  ),
  // The contract is shared by every app and the tests: it depends on none of them.
  {
    target: './packages/contract',
    from: ['./apps', './e2e', './bench'],
    message: 'packages/contract cannot import an app.',
  },
];

export const boundaries = [
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/contract/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
