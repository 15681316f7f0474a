import { z } from 'zod';

export const DB_DRIVERS = ['pglite', 'postgres'] as const;
export type DbDriver = (typeof DB_DRIVERS)[number];

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    driver: z.enum(DB_DRIVERS),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
