import type { User } from '@dalbit/contract';
import { DAY_MS } from '../../shared/clock.js';
import type { UserRow } from './users.table.js';

/** `YYYY-MM-DD` ↔ the millisecond timestamp of docs/api.md#ids-and-timestamps (UTC midnight). */
export const birthDateToMs = (date: string | null): number | null =>
  date === null ? null : Date.parse(`${date}T00:00:00Z`);

export const msToBirthDate = (ms: number): string =>
  new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

/**
 * The user object of docs/api.md#user-object; never a hash, code or token. `typeToken` is the provider the
 * session signed in with when there is a session (an e-mail account signed in with Google says
 * google), else how the account was created.
 */
export const toUserDto = (row: UserRow, typeToken: User['typeToken'] = row.typeToken): User => ({
  _id: row.id.toString(),
  userName: row.userName,
  avatar: row.avatar,
  userEmail: row.email,
  userDOB: birthDateToMs(row.birthDate),
  typeToken,
  isEmailVerified: row.emailVerifiedAt !== null,
  language: row.language,
  survey: row.survey,
  nationality: row.nationality,
  gender: row.gender,
  areaCode: row.areaCode,
  phone: row.phone,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});
