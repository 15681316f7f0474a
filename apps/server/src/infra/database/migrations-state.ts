import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../../paths.js';
import type { Database } from './database.js';

/** How many migrations the code ships (drizzle-kit's journal). */
export const shippedMigrations = (): number => {
  const journal = JSON.parse(
    readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
};

/**
 * Whether the database has every migration the code ships (drizzle records each applied one in
 * `drizzle.__drizzle_migrations`). Answers `unknown` when the database cannot be asked.
 */
export const migrationsState = async (
  database: Database,
  shipped = shippedMigrations(),
): Promise<'applied' | 'pending' | 'unknown'> => {
  try {
    const { rows } = await database.execute(
      'select count(*)::int as applied from drizzle.__drizzle_migrations',
    );
    return Number(rows[0]?.applied ?? 0) >= shipped ? 'applied' : 'pending';
  } catch (error) {
    // No table yet: nothing was applied.
    if ((error as { code?: string }).code === '42P01') return 'pending';
    return 'unknown';
  }
};
