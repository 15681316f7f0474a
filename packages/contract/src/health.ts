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

/** GET /api/health/live: the process answers (nothing else is checked). */
export const healthLiveSchema = z.object({ status: z.literal('ok') }).meta({ id: 'HealthLive' });
export type HealthLive = z.infer<typeof healthLiveSchema>;

/** GET /api/health/ready: may this process take traffic (503 with the same data when not). */
export const healthReadySchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    database: z.enum(['up', 'down']),
    migrations: z.enum(['applied', 'pending', 'unknown']),
    queue: z.enum(['running', 'stopped']),
    driver: z.enum(DB_DRIVERS),
  })
  .meta({ id: 'HealthReady' });
export type HealthReady = z.infer<typeof healthReadySchema>;
