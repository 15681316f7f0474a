import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES, type Permission } from '@dalbit/contract';
import { createTestApp, type TestApp } from './helpers.js';
import { aStaff, call } from './admin-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every back-office route of the route table, with its path parameters filled in. */
const adminRoutes = () =>
  t.app.routeTable
    .filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD')
    .map((r) => ({
      ...r,
      path: r.url
        .replace(/^\/api/, '')
        .replace(':action', 'hide')
        .replace(':key', 'accepted')
        .replace(':rail', 'home')
        .replace(/:\w+/g, '1')
        .replace(/\/$/, ''),
    }));

describe('the back-office guard, over the whole route table', () => {
  it('finds the back office in the route table', () => {
    const urls = new Set(adminRoutes().map((r) => r.url.split('/')[3]));
    for (const area of [
      'audit',
      'settings',
      'dashboard',
      'events',
      'keywords',
      'accounts',
      'projects',
    ]) {
      expect(urls).toContain(area);
    }
    expect(urls).toContain('moderation');
    expect(urls).toContain('applications');
    expect(urls).toContain('jobs');
    expect(urls).toContain('rails');
  });

  it('gives every /api/admin/ route a permission of the table', () => {
    const missing = adminRoutes().filter((r) => !r.permission);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('answers a visitor 401 on every /api/admin/ route', async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      const res = await call(t, route.method as 'GET', route.path, undefined, {});
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.path} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers a plain user 403 on every /api/admin/ route, whatever the body', async () => {
    const { token } = await aStaff(t, 'user');
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      const res = await call(t, route.method as 'GET', route.path, token, { junk: true });
      if (res.statusCode !== 403 || res.json().code !== 'auth.forbidden') {
        wrong.push(`${route.method} ${route.path} -> ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers each staff role 403 exactly on the routes its permissions do not cover', async () => {
    for (const role of ROLES.filter((r) => r !== 'user')) {
      const { token } = await aStaff(t, role);
      for (const route of adminRoutes()) {
        const allowed = can(role, route.permission as Permission);
        const res = await call(t, route.method as 'GET', route.path, token, {});
        expect(res.statusCode === 403, `${role} ${route.method} ${route.path}`).toBe(!allowed);
      }
    }
    // Three roles over every route (a few seconds alone): a full parallel run on two busy cores
    // passed the default 30 s.
  }, 120_000);

  it('tags every /api/admin/ operation `admin` in the OpenAPI document', async () => {
    const doc = (await call(t, 'GET', '/docs/json')).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const admin = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(20);
    for (const [path, operations] of admin) {
      for (const [method, op] of Object.entries(operations)) {
        expect(op.tags, `${method} ${path}`).toEqual(['admin']);
      }
    }
  });
});
