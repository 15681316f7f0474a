import { expect, type APIRequestContext } from '@playwright/test';
import type { Role } from '@dalbit/contract';
import { PASSWORD, registerVerified } from './accounts-support';

/** The demo seed's admin (README). */
export const DEMO_ADMIN = { email: 'admin@dalbit.local', password: 'Dalbit#Staff26' };

let adminToken: Promise<string> | undefined;

/**
 * The demo admin's token, signed in once per worker: sign-in is rate-limited per account, and
 * every staff account of these tests is made by this admin.
 */
export function demoAdminToken(request: APIRequestContext): Promise<string> {
  adminToken ??= (async () => {
    const res = await request.post('/api/user/login', {
      data: {
        userEmail: DEMO_ADMIN.email,
        password: DEMO_ADMIN.password,
        language: 'english',
        typeDevice: 'web',
        deviceToken: '',
      },
    });
    expect(res.ok(), `admin sign-in: ${res.status()}`).toBeTruthy();
    return ((await res.json()) as { data: { token: string } }).data.token;
  })();
  return adminToken;
}

/** A verified account of its own for a test, given a role by the demo admin through the API. */
export async function staffMember(
  request: APIRequestContext,
  email: string,
  role: Role,
  userName = 'Staff Member',
) {
  const token = await registerVerified(request, email, userName);
  const me = await request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
  const id = ((await me.json()) as { data: { _id: string } }).data._id;
  const admin = await demoAdminToken(request);
  const res = await request.put(`/api/admin/accounts/${id}/role`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { role, password: DEMO_ADMIN.password },
  });
  expect(res.ok(), `role change: ${res.status()} ${await res.text()}`).toBeTruthy();
  return { token, id, password: PASSWORD };
}
