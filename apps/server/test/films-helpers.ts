import { sql } from 'drizzle-orm';
import type { FilmDetail, FilmSummary, Page } from '@dalbit/contract';
import type { TestApp } from './helpers.js';
import { api, dataOf, registerBody, STRONG_PASSWORD } from './accounts-helpers.js';

const login = async (t: TestApp, email: string, password: string) => {
  const res = await api(t).post('/user/login', {
    userEmail: email,
    password,
    language: 'english',
    typeDevice: 'web',
    deviceToken: '',
  });
  return dataOf<{ token: string }>(res).token;
};

/** A fresh account; verified unless asked otherwise (the test marks it, no mail needed). */
export const newUser = async (t: TestApp, email: string, verified = true): Promise<string> => {
  await api(t).post('/user/register', registerBody(email, { userName: email.split('@')[0] }));
  if (verified) {
    await t.app.database.db.execute(
      sql`update users set email_verified_at = now() where email = ${email}`,
    );
  }
  return login(t, email, STRONG_PASSWORD);
};

export const allFilms = async (t: TestApp): Promise<FilmSummary[]> =>
  dataOf<Page<FilmSummary>>(await api(t).get('/films?pageSize=100')).items;

export const filmBySlugTitle = async (t: TestApp, titleEng: string): Promise<FilmSummary> => {
  const film = (await allFilms(t)).find((f) => f.title_eng === titleEng);
  if (!film) throw new Error(`no film ${titleEng}`);
  return film;
};

export const detailOf = async (t: TestApp, id: string, token?: string) =>
  dataOf<FilmDetail>(await api(t).get(`/films/${id}`, token));

export const send = (
  t: TestApp,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
