// The import graph of the apps, folded to folders, for the checks that ESLint's per-file rules
// cannot make: cycles between folders, and how many imports cross from one web feature into
// another. `npx tsx tooling/dependency-graph.ts` prints both.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE_ROOTS = [
  'apps/web/src',
  'apps/server/src',
  'apps/server/test',
  'packages/contract/src',
];
const EXTENSIONS = ['.ts', '.tsx'];

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** Resolves a relative specifier the way the bundlers do (`.js` written for `.ts`, index files). */
const resolveRelative = (from: string, specifier: string): string | undefined => {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => stem + ext),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  // Stylesheets count too: a feature importing another's CSS depends on it as much as on its code.
  return candidates.find(
    (path) => [...EXTENSIONS, '.css'].some((ext) => path.endsWith(ext)) && isFile(path),
  );
};

export interface Edge {
  from: string;
  to: string;
}

/** Every relative import between source files, as repository-relative paths. */
export const fileEdges = (roots = SOURCE_ROOTS): Edge[] =>
  roots.flatMap((root) =>
    walk(join(repoRoot, root)).flatMap((file) => {
      const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      return info.importedFiles
        .filter(({ fileName }) => fileName.startsWith('.'))
        .flatMap(({ fileName }) => {
          const target = resolveRelative(file, fileName);
          return target ? [{ from: relative(repoRoot, file), to: relative(repoRoot, target) }] : [];
        });
    }),
  );

/**
 * The unit a file belongs to in the layering of docs/architecture.md: a web feature or a server
 * module as a whole (their inner folders may lean on each other), each infra area, each other
 * top-level folder, and each file at the root of a source folder (app.ts, config.ts, ...).
 */
export const unitOf = (file: string): string => {
  // Tables are the bottom layer: db/ lists them, every repository reads them.
  if (/^apps\/server\/src\/modules\/.*\.table\.ts$/.test(file))
    return 'apps/server/src/modules/*.table.ts';
  const nested =
    /^(apps\/web\/src\/features|apps\/server\/src\/modules|apps\/server\/src\/infra)\/[^/]+/.exec(
      file,
    );
  if (nested) return nested[0];
  const top =
    /^(apps\/web\/src|apps\/server\/src|apps\/server\/test|packages\/contract\/src)\/([^/]+)(\/)?/.exec(
      file,
    );
  if (!top) return dirname(file);
  return top[3] ? `${top[1]}/${top[2]}` : file;
};

/** Test code is not part of the running graph: a test may import anything. */
export const isTestCode = (file: string) => /(\.test\.tsx?$)|(\/test\/)/.test(file);

/** Folds the running code's file edges to edges between units (no self-loops, no repeats). */
export const unitEdges = (edges: Edge[]): Edge[] => {
  const seen = new Set<string>();
  return edges
    .filter(({ from, to }) => !isTestCode(from) && !isTestCode(to))
    .map(({ from, to }) => ({ from: unitOf(from), to: unitOf(to) }))
    .filter(({ from, to }) => {
      const key = `${from}>${to}`;
      if (from === to || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/** Strongly connected components with more than one node: each is a cycle between folders. */
export const cyclesOf = (edges: Edge[]): string[][] => {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return components;
};

const FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;

/** Imports from one web feature into another, and how many of them go through index.ts. */
export const crossFeatureImports = (edges: Edge[]) =>
  edges.filter(({ from, to }) => {
    const a = FEATURE.exec(from)?.[1];
    const b = FEATURE.exec(to)?.[1];
    return a && b && a !== b;
  });

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const edges = fileEdges();
  const cross = crossFeatureImports(edges);
  const viaIndex = cross.filter(({ to }) => /\/features\/[^/]+\/index\.tsx?$/.test(to));
  console.log(`files' relative imports: ${edges.length}`);
  console.log(
    `imports from one web feature into another: ${cross.length} (${viaIndex.length} through index.ts)`,
  );
  for (const { from, to } of cross) console.log(`  ${from} -> ${to}`);
  const cycles = cyclesOf(unitEdges(edges));
  console.log(
    `cycles between folders (features, modules, infra areas, top folders): ${cycles.length}`,
  );
  for (const cycle of cycles) console.log(`  ${cycle.join(' <-> ')}`);
}
