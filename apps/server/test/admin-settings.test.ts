import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_SETTINGS,
  type AuditEntry,
  type Dashboard,
  type Page,
  type PublicSiteSettings,
} from '@dalbit/contract';
import { createTestApp, type TestApp } from './helpers.js';
import { aUser } from './builders/accounts.js';
import { aStaff, call, dataOf } from './admin-helpers.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await aStaff(t, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
});

describe('site settings', () => {
  it('serves the defaults until staff save their own, then serves those at once', async () => {
    const before = dataOf<PublicSiteSettings>(await call(t, 'GET', '/web-app/site-settings'));
    expect(before.company).toEqual(DEFAULT_SITE_SETTINGS.company);
    expect(before).not.toHaveProperty('notifications');
    const next = {
      ...DEFAULT_SITE_SETTINGS,
      company: { ...DEFAULT_SITE_SETTINGS.company, name_eng: 'Moonlight Ltd.' },
      banner: { text_kr: '지금 무료', text_eng: 'Free right now' },
    };
    const res = await call(t, 'PUT', '/admin/settings', admin, next);
    expect(res.statusCode).toBe(200);
    const after = dataOf<PublicSiteSettings>(await call(t, 'GET', '/web-app/site-settings'));
    expect(after.company.name_eng).toBe('Moonlight Ltd.');
    expect(after.banner.text_eng).toBe('Free right now');
  });

  it('writes them into every page as a data block', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/events',
      headers: { accept: 'text/html' },
    });
    const match = /<script type="application\/json" id="dalbit-site">(.*?)<\/script>/.exec(
      page.body,
    );
    expect(match).not.toBeNull();
    expect(JSON.parse(match?.[1] ?? '{}').company.name_eng).toBe('Moonlight Ltd.');
  });

  it('refuses a link that is not http(s), at the field', async () => {
    const bad = {
      ...DEFAULT_SITE_SETTINGS,
      links: { ...DEFAULT_SITE_SETTINGS.links, blog: { url: 'javascript:alert(1)', url_eng: 'x' } },
    };
    const res = await call(t, 'PUT', '/admin/settings', admin, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0]).toMatch(/http/);
  });
});

describe('the audit log', () => {
  it('is searchable by person, record and date', async () => {
    const all = dataOf<Page<AuditEntry>>(await call(t, 'GET', '/admin/audit', admin));
    expect(all.items[0]).toMatchObject({ action: 'settings.update', entityType: 'settings' });
    expect(all.items[0]?.after).toMatchObject({ 'company.name_eng': 'Moonlight Ltd.' });
    const day = new Date().toISOString().slice(0, 10);
    const found = dataOf<Page<AuditEntry>>(
      await call(
        t,
        'GET',
        `/admin/audit?entityType=settings&entityId=site&from=${day}&to=${day}`,
        admin,
      ),
    );
    expect(found.total).toBe(1);
    const nobody = dataOf<Page<AuditEntry>>(
      await call(t, 'GET', '/admin/audit?actor=nobody@', admin),
    );
    expect(nobody.total).toBe(0);
  });

  it('cannot be changed, even by a statement sent to the database', async () => {
    await expect(t.db.execute("update audit_log set action = 'x'" as never)).rejects.toThrow();
    await expect(t.db.execute('delete from audit_log' as never)).rejects.toThrow();
  });
});

describe('the dashboard', () => {
  it('counts sign-ups of the period from the database', async () => {
    const before = dataOf<Dashboard>(await call(t, 'GET', '/admin/dashboard?days=7', admin));
    await aUser(t.db);
    await aUser(t.db, { createdAt: new Date(Date.now() - 20 * 86_400_000) });
    const week = dataOf<Dashboard>(await call(t, 'GET', '/admin/dashboard?days=7', admin));
    const month = dataOf<Dashboard>(await call(t, 'GET', '/admin/dashboard?days=30', admin));
    expect(week.signUps).toBe(before.signUps + 1);
    expect(month.signUps).toBe(week.signUps + 1);
    expect((await call(t, 'GET', '/admin/dashboard?days=9', admin)).statusCode).toBe(400);
  });
});
