import { describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '@dalbit/contract';
import type { OtpRepository } from './otp.repository.js';
import { createOtpService } from './otp.service.js';
import type { OneTimeCodeRow } from './otp.table.js';

const SECRET = 's'.repeat(48);

/** Codes in memory, with the same voiding rules as the SQL repository. */
const fakeRepository = (): { rows: OneTimeCodeRow[]; repository: OtpRepository } => {
  const rows: OneTimeCodeRow[] = [];
  const open = (email: string, purpose: string) =>
    rows.filter((r) => r.email === email && r.purpose === purpose && !r.consumedAt);
  const repository = {
    async replace(row) {
      for (const r of open(row.email, row.purpose)) r.consumedAt = row.now;
      const created: OneTimeCodeRow = {
        id: BigInt(rows.length + 1),
        email: row.email,
        purpose: row.purpose,
        codeHash: row.codeHash,
        expiresAt: row.expiresAt,
        attempts: 0,
        consumedAt: null,
        createdAt: row.now,
      };
      rows.push(created);
      return created;
    },
    async voidOpen(email, purpose, now) {
      for (const r of open(email, purpose)) r.consumedAt = now;
    },
    async latest(email, purpose) {
      return rows.filter((r) => r.email === email && r.purpose === purpose).at(-1);
    },
    async consume(id, now) {
      const row = rows.find((r) => r.id === id && !r.consumedAt);
      if (row) row.consumedAt = now;
      return Boolean(row);
    },
    async recordFailure(id, maxAttempts, now) {
      const row = rows.find((r) => r.id === id);
      if (!row) return maxAttempts;
      row.attempts += 1;
      if (row.attempts >= maxAttempts) row.consumedAt ??= now;
      return row.attempts;
    },
    async remove(id) {
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1,
      );
    },
  } satisfies OtpRepository;
  return { rows, repository };
};

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code,
  );

describe('one-time codes', () => {
  it('keeps only a MAC, accepts the code once, and only for its e-mail and purpose', async () => {
    const { rows, repository } = fakeRepository();
    const otp = createOtpService({ repository, secret: SECRET, now: Date.now });
    const { code } = await otp.issue('a@example.com', 'verify_email');
    expect(code).toMatch(/^\d{6}$/);
    expect(rows[0]?.codeHash).not.toContain(code);
    expect(await codeOf(otp.consume('b@example.com', 'verify_email', code))).toBe('otp.invalid');
    expect(await codeOf(otp.consume('a@example.com', 'reset_password', code))).toBe('otp.invalid');
    expect(await codeOf(otp.consume('a@example.com', 'verify_email', code))).toBe('ok');
    expect(await codeOf(otp.consume('a@example.com', 'verify_email', code))).toBe('otp.invalid');
  });

  it('voids the previous code when a new one is issued', async () => {
    const { repository } = fakeRepository();
    const otp = createOtpService({ repository, secret: SECRET, now: Date.now });
    const first = await otp.issue('a@example.com', 'reset_password');
    const second = await otp.issue('a@example.com', 'reset_password');
    if (first.code !== second.code) {
      expect(await codeOf(otp.consume('a@example.com', 'reset_password', first.code))).toBe(
        'otp.invalid',
      );
    }
    expect(await codeOf(otp.consume('a@example.com', 'reset_password', second.code))).toBe('ok');
  });

  it('expires after its time and stops after too many wrong tries', async () => {
    let now = Date.UTC(2026, 0, 1);
    const { repository } = fakeRepository();
    const otp = createOtpService({ repository, secret: SECRET, now: () => now });
    const { code } = await otp.issue('a@example.com', 'verify_email');
    now += OTP_TTL_SECONDS * 1000;
    expect(await codeOf(otp.consume('a@example.com', 'verify_email', code))).toBe('otp.expired');

    const fresh = await otp.issue('a@example.com', 'verify_email');
    const wrong = fresh.code === '000000' ? '000001' : '000000';
    const answers: unknown[] = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      answers.push(await codeOf(otp.consume('a@example.com', 'verify_email', wrong)));
    }
    expect(answers.at(-1)).toBe('otp.too_many_attempts');
    expect(answers.slice(0, -1).every((a) => a === 'otp.invalid')).toBe(true);
    expect(await codeOf(otp.consume('a@example.com', 'verify_email', fresh.code))).toBe(
      'otp.too_many_attempts',
    );
  });

  it('can take back a code whose mail failed', async () => {
    const { rows, repository } = fakeRepository();
    const otp = createOtpService({ repository, secret: SECRET, now: Date.now });
    const { code, discard } = await otp.issue('a@example.com', 'verify_email');
    await discard();
    expect(rows).toHaveLength(0);
    expect(await codeOf(otp.consume('a@example.com', 'verify_email', code))).toBe('otp.invalid');
  });
});
