import { describe, expect, it } from 'vitest';
import { crossFeatureImports, cyclesOf, fileEdges, unitEdges, unitOf } from './dependency-graph';

describe('the folder graph', () => {
  it('finds a cycle between folders, and none in a layered graph', () => {
    const edge = (from: string, to: string) => ({ from, to });
    expect(cyclesOf([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')])).toEqual([
      ['a', 'b', 'c'],
    ]);
    expect(
      cyclesOf([edge('app', 'features'), edge('features', 'lib'), edge('app', 'lib')]),
    ).toEqual([]);
  });

  it('folds files into features, modules, infra areas and tables', () => {
    expect(unitOf('apps/web/src/features/films/components/player/video-player.tsx')).toBe(
      'apps/web/src/features/films',
    );
    expect(unitOf('apps/web/src/lib/api-client.ts')).toBe('apps/web/src/lib');
    expect(unitOf('apps/server/src/modules/films/films.table.ts')).toBe(
      'apps/server/src/modules/*.table.ts',
    );
    expect(unitOf('apps/server/src/infra/http/error-handler.ts')).toBe(
      'apps/server/src/infra/http',
    );
    expect(unitOf('apps/server/src/app.ts')).toBe('apps/server/src/app.ts');
  });

  const edges = fileEdges();

  it('has no cycle between folders (docs/architecture.md#lint-rules)', () => {
    expect(cyclesOf(unitEdges(edges))).toEqual([]);
  });

  it("lets one web feature use another only through the other's index.ts", () => {
    const deep = crossFeatureImports(edges).filter(
      ({ to }) => !/\/features\/[^/]+\/index\.tsx?$/.test(to),
    );
    expect(deep).toEqual([]);
  });
});
