import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../infra/database/database.js';
import { oneTimeCodes, type OneTimeCodeRow, type OtpPurpose } from './otp.table.js';

export const createOtpRepository = (db: Db) => ({
  /** Voids every open code of the e-mail and purpose, then stores the new one. */
  async replace(row: {
    email: string;
    purpose: OtpPurpose;
    codeHash: string;
    expiresAt: Date;
    now: Date;
  }): Promise<OneTimeCodeRow> {
    return db.transaction(async (tx) => {
      await tx
        .update(oneTimeCodes)
        .set({ consumedAt: row.now })
        .where(
          and(
            eq(oneTimeCodes.email, row.email),
            eq(oneTimeCodes.purpose, row.purpose),
            isNull(oneTimeCodes.consumedAt),
          ),
        );
      const rows = await tx
        .insert(oneTimeCodes)
        .values({
          email: row.email,
          purpose: row.purpose,
          codeHash: row.codeHash,
          expiresAt: row.expiresAt,
          createdAt: row.now,
        })
        .returning();
      const created = rows[0];
      if (!created) throw new Error('code insert returned nothing');
      return created;
    });
  },

  /** Voids every open code of the e-mail and purpose. */
  async voidOpen(email: string, purpose: OtpPurpose, now: Date): Promise<void> {
    await db
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.email, email),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
  },

  /** The newest code of the e-mail and purpose, whatever its state. */
  async latest(email: string, purpose: OtpPurpose): Promise<OneTimeCodeRow | undefined> {
    const rows = await db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
      .limit(1);
    return rows[0];
  },

  /** True only for the one caller that flips it: a code can be used once, even concurrently. */
  async consume(id: bigint, now: Date): Promise<boolean> {
    const rows = await db
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    return rows.length === 1;
  },

  /** Counts a wrong try; the try that reaches `maxAttempts` voids the code. */
  async recordFailure(id: bigint, maxAttempts: number, now: Date): Promise<number> {
    const rows = await db
      .update(oneTimeCodes)
      .set({
        attempts: sql`${oneTimeCodes.attempts} + 1`,
        consumedAt: sql`case when ${oneTimeCodes.attempts} + 1 >= ${maxAttempts} then coalesce(${oneTimeCodes.consumedAt}, ${now.toISOString()}::timestamptz) else ${oneTimeCodes.consumedAt} end`,
      })
      .where(eq(oneTimeCodes.id, id))
      .returning({ attempts: oneTimeCodes.attempts });
    return rows[0]?.attempts ?? maxAttempts;
  },

  async remove(id: bigint): Promise<void> {
    await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
  },
});

export type OtpRepository = ReturnType<typeof createOtpRepository>;
