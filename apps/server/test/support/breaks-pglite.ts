/**
 * A jsonb literal nested 50,000 deep, in a simple query: parsing it breaks PGlite 0.5's memory
 * (its stack check does not stop it), and the query's answer has no ReadyForQuery.
 */
export const deeplyNested = `select '${'['.repeat(50_000)}${']'.repeat(50_000)}'::jsonb`;
