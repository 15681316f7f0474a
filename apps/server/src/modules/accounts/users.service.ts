import type { Language, UpdateMeBody, User } from '@dalbit/contract';
import type { Authenticated } from './sessions.service.js';
import { AppError } from '../../infra/http/app-error.js';
import type { Clock } from '../../shared/clock.js';
import type { UserPatch, UsersRepository } from './users.repository.js';
import { msToBirthDate, toUserDto } from './users.dto.js';

/** Checks that an avatar URL is an upload of this user that passed the image check. */
export type AvatarCheck = (userId: bigint, url: string) => Promise<void>;

export interface UsersServiceOptions {
  repository: UsersRepository;
  checkAvatar: AvatarCheck;
  now: Clock;
}

export const createUsersService = ({ repository, checkAvatar, now }: UsersServiceOptions) => ({
  async updateMe({ user, session }: Authenticated, body: UpdateMeBody): Promise<User> {
    const patch: UserPatch = {};
    if (body.userName !== undefined) patch.userName = body.userName;
    if (body.nationality !== undefined) patch.nationality = body.nationality;
    if (body.gender !== undefined) patch.gender = body.gender;
    if (body.areaCode !== undefined) patch.areaCode = body.areaCode;
    if (body.phone !== undefined) patch.phone = body.phone;
    if (body.survey !== undefined) patch.survey = [...new Set(body.survey)];
    if (body.userDOB !== undefined) {
      // A birth date in the future (or beyond what Date can hold) is no birth date.
      if (body.userDOB !== null && body.userDOB > now()) {
        throw new AppError('request.invalid');
      }
      patch.birthDate = body.userDOB === null ? null : msToBirthDate(body.userDOB);
    }
    // Re-sending the current avatar (a form posting every field) needs no new check.
    if (body.avatar !== undefined && body.avatar !== user.avatar) {
      if (body.avatar !== null && body.avatar !== '') await checkAvatar(user.id, body.avatar);
      patch.avatar = body.avatar === '' ? null : body.avatar;
    }
    const updated = await repository.update(user.id, patch, new Date(now()));
    if (!updated) throw new AppError('auth.required');
    return toUserDto(updated, session.provider);
  },

  async changeLanguage({ user, session }: Authenticated, language: Language): Promise<User> {
    const updated = await repository.update(user.id, { language }, new Date(now()));
    if (!updated) throw new AppError('auth.required');
    return toUserDto(updated, session.provider);
  },
});

export type UsersService = ReturnType<typeof createUsersService>;
