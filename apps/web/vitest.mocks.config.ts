import { defineProject } from 'vitest/config';
import web, { MOCKING_FILES } from './vitest.config.js';

// The web test files that replace a module with `vi.mock`: each in a fresh environment, so what
// it replaced never reaches another file (see vitest.config.ts).
export default defineProject({
  ...web,
  test: {
    ...web.test,
    name: 'web-mocks',
    include: MOCKING_FILES,
    exclude: [],
    isolate: true,
  },
});
