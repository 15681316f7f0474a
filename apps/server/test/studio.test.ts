import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  BackerPledge,
  Page,
  ProjectDetail,
  ProjectInput,
  ProjectSummary,
  StudioProject,
  StudioProjectSummary,
} from '@dalbit/contract';
import { applications, projectCreators, projects } from '../src/db/schema.js';
import type { TestApp } from './helpers.js';
import { aStaff, auditLines, call, dataOf } from './admin-helpers.js';
import { aSignedInUser } from './builders/accounts.js';
import { aProject } from './builders/crowdfunding.js';
import type { TossFake } from './fakes/toss-fake.js';
import {
  DAY,
  newBacker,
  pledged,
  startCrowdfundingApp,
  type Backer,
} from './crowdfunding-helpers.js';
import type { SettleReport } from '../src/modules/crowdfunding/crowdfunding.service.js';

let t: TestApp;
let toss: TossFake;
let settle: (at: Date) => Promise<SettleReport>;
let editor: string;
let moderator: string;
let creator: { token: string; email: string; id: bigint };
let stranger: { token: string; email: string; id: bigint };
let backer: Backer;

const signedIn = async () => {
  const { token, user } = await aSignedInUser(t.db, { role: 'user' });
  return { token, email: user.email ?? '', id: user.id };
};

beforeAll(async () => {
  ({ t, toss, settle } = await startCrowdfundingApp());
  editor = (await aStaff(t, 'editor')).token;
  moderator = (await aStaff(t, 'moderator')).token;
  creator = await signedIn();
  stranger = await signedIn();
  backer = await newBacker(t, 'backer@example.com');
});
afterAll(async () => {
  await t?.close();
  await toss?.close();
});

const anApplication = async (status: 'accepted' | 'reviewing' = 'accepted') => {
  const [row] = await t.db
    .insert(applications)
    .values({
      name: '김하늘',
      projectTitle: '달빛 배달부',
      videoType: 'web_series',
      projectContent: 'Eight episodes.',
      email: 'applicant@example.com',
      mobile: '010-1234-5678',
      fundingGoal: 3_000_000,
      productionDuration: '6 months',
      language: 'korean',
      status,
    })
    .returning({ id: applications.id });
  return (row?.id ?? 0n).toString();
};

const invite = async (email = creator.email) => {
  const res = await call(t, 'POST', '/admin/projects/invitations', editor, {
    applicationId: await anApplication(),
    email,
  });
  expect(res.statusCode).toBe(201);
  return dataOf<StudioProject>(res);
};

const reward = (nameEng: string, price: number) => ({
  name_kr: `${nameEng} 한국어`,
  name_eng: nameEng,
  description_kr: '설명',
  description_eng: 'About it',
  price,
  stockLimit: 50,
  estimatedDelivery: '2027-05',
  needsShipping: false,
});

const inputOf = (p: StudioProject, changes: Partial<ProjectInput> = {}): ProjectInput => ({
  title_kr: p.title_kr,
  title_eng: p.title_eng,
  summary_kr: p.summary_kr,
  summary_eng: p.summary_eng,
  story_kr: p.story_kr,
  story_eng: p.story_eng,
  creatorName_kr: p.creatorName_kr,
  creatorName_eng: p.creatorName_eng,
  imageDomestic: p.imageDomestic,
  imageOversea: p.imageOversea,
  gallery: p.gallery,
  goalAmount: p.goalAmount,
  startsAt: p.startsAt,
  endsAt: p.endsAt,
  products: p.products.map(({ sold: _s, ...rest }) => rest),
  faq: p.faq,
  ...changes,
});

const studio = (method: 'GET' | 'PUT' | 'POST', path: string, token: string, body?: unknown) =>
  call(t, method, `/studio/projects${path}`, token, body);

const publicDetail = (id: string, token?: string) =>
  call(t, 'GET', `/crowdfunding/projects/${id}`, token);

const listedIds = async () => {
  const page = dataOf<Page<ProjectSummary>>(
    await call(t, 'GET', '/crowdfunding/projects?pageSize=100'),
  );
  return page.items.map((p) => p._id);
};

/** A written draft: both titles, a story, two rewards and a goal. */
const writtenDraft = async () => {
  const draft = await invite();
  const res = await studio('PUT', `/${draft._id}`, creator.token, {
    ...inputOf(draft, {
      title_kr: '달빛 배달부 시즌 2',
      title_eng: 'Moonlight Courier, season 2',
      summary_kr: '두 번째 시즌',
      summary_eng: 'The second season',
      story_kr: '## 이야기\n\n**굵게**',
      story_eng: '## Story\n\n**bold**',
      goalAmount: 5_000_000,
    }),
    products: [reward('Digital copy', 10_000), reward('Blu-ray', 40_000)],
  });
  expect(res.statusCode).toBe(200);
  return dataOf<StudioProject>(res);
};

describe('creators and their drafts', () => {
  it('invites an accepted applicant as the creator of a draft, recorded in the history and the audit log', async () => {
    const draft = await invite();
    expect(draft.state).toBe('draft');
    expect(draft.title_kr).toBe('달빛 배달부');
    expect(draft.goalAmount).toBe(3_000_000);
    expect(draft.creators.map((c) => c.email)).toEqual([creator.email]);
    expect(draft.history.map((h) => h.to)).toEqual(['draft']);
    const mine = dataOf<StudioProjectSummary[]>(await studio('GET', '', creator.token));
    expect(mine.map((p) => p._id)).toContain(draft._id);
    const lines = await auditLines(t);
    expect(lines.some((l) => l.action === 'project.invite' && l.entity_id === draft._id)).toBe(
      true,
    );
  });

  it('invites only from an accepted application and an existing account', async () => {
    const reviewing = await anApplication('reviewing');
    const res = await call(t, 'POST', '/admin/projects/invitations', editor, {
      applicationId: reviewing,
      email: creator.email,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('application.not_accepted');
    const nobody = await call(t, 'POST', '/admin/projects/invitations', editor, {
      applicationId: await anApplication(),
      email: 'nobody@example.com',
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().code).toBe('project.account_not_found');
    const bad = await call(t, 'POST', '/admin/projects/invitations', editor, {
      applicationId: await anApplication(),
      email: 'not an e-mail',
    });
    expect(bad.statusCode).toBe(400);
  });

  it("never lets a creator read or touch another's project", async () => {
    const draft = await writtenDraft();
    const theirs = dataOf<StudioProjectSummary[]>(await studio('GET', '', stranger.token));
    expect(theirs.map((p) => p._id)).not.toContain(draft._id);
    for (const [method, path, body] of [
      ['GET', `/${draft._id}`, undefined],
      ['PUT', `/${draft._id}`, inputOf(draft, { goalAmount: 1 })],
      ['POST', `/${draft._id}/submit`, undefined],
      ['GET', `/${draft._id}/backers`, undefined],
      [
        'POST',
        `/${draft._id}/updates`,
        {
          title_kr: '소식',
          title_eng: 'News',
          content_kr: '',
          content_eng: '',
          audience: 'public',
        },
      ],
    ] as const) {
      const res = await studio(method, path, stranger.token, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await studio('GET', `/${draft._id}`, creator.token)).statusCode).toBe(200);
    // A visitor is asked to sign in.
    expect((await call(t, 'GET', `/studio/projects/${draft._id}`)).statusCode).toBe(401);
  });

  it('keeps drafts, projects in review and approved ones not yet published away from viewers', async () => {
    const draft = await writtenDraft();
    const hidden = async () => {
      expect((await publicDetail(draft._id)).statusCode).toBe(404);
      expect((await publicDetail(draft._id, backer.token)).statusCode).toBe(404);
      expect(await listedIds()).not.toContain(draft._id);
      const found = await call(t, 'GET', `/search?q=${encodeURIComponent('Moonlight Courier')}`);
      expect(JSON.stringify(found.json())).not.toContain(`"${draft._id}"`);
    };
    await hidden();
    await studio('POST', `/${draft._id}/submit`, creator.token);
    await hidden();
    const approved = await call(t, 'POST', `/admin/projects/${draft._id}/approve`, editor, {});
    expect(dataOf<StudioProject>(approved).state).toBe('approved');
    await hidden();
    // Votes and pledges on a hidden project are refused as on a missing one.
    const vote = await call(t, 'POST', `/crowdfunding/projects/${draft._id}/vote`, backer.token);
    expect(vote.statusCode).toBe(404);
  });
});

describe('the workflow', () => {
  it('needs a goal and a reward before review, and a creator cannot edit while it is reviewed', async () => {
    const draft = await invite();
    const empty = await studio(
      'PUT',
      `/${draft._id}`,
      creator.token,
      inputOf(draft, { products: [] }),
    );
    expect(empty.statusCode).toBe(200);
    const refused = await studio('POST', `/${draft._id}/submit`, creator.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('project.not_ready');
    const noGoal = await studio(
      'PUT',
      `/${draft._id}`,
      creator.token,
      inputOf(draft, { goalAmount: 0, products: [reward('Digital', 5_000)] }),
    );
    expect(noGoal.statusCode).toBe(200);
    expect((await studio('POST', `/${draft._id}/submit`, creator.token)).json().code).toBe(
      'project.not_ready',
    );
    const ready = dataOf<StudioProject>(
      await studio(
        'PUT',
        `/${draft._id}`,
        creator.token,
        inputOf(dataOf<StudioProject>(noGoal), { goalAmount: 1_000_000 }),
      ),
    );
    const submitted = await studio('POST', `/${draft._id}/submit`, creator.token);
    expect(dataOf<StudioProject>(submitted).state).toBe('in_review');
    const edit = await studio('PUT', `/${draft._id}`, creator.token, inputOf(ready));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('project.state_invalid');
    // Submitting twice is not a move.
    expect((await studio('POST', `/${draft._id}/submit`, creator.token)).statusCode).toBe(409);
  });

  it('sends a project back to draft with the comments, then approves it once the dates are in the future', async () => {
    const draft = await writtenDraft();
    await studio('POST', `/${draft._id}/submit`, creator.token);
    const queue = dataOf<Page<StudioProjectSummary>>(
      await call(t, 'GET', '/admin/projects?state=in_review', editor),
    );
    expect(queue.items.map((p) => p._id)).toContain(draft._id);
    expect(
      (await call(t, 'POST', `/admin/projects/${draft._id}/send-back`, editor, { comment: '' }))
        .statusCode,
    ).toBe(400);
    const back = dataOf<StudioProject>(
      await call(t, 'POST', `/admin/projects/${draft._id}/send-back`, editor, {
        comment: 'Please add the delivery plan',
      }),
    );
    expect(back.state).toBe('draft');
    expect(back.reviewComment).toBe('Please add the delivery plan');
    const seen = dataOf<StudioProject>(await studio('GET', `/${draft._id}`, creator.token));
    expect(seen.reviewComment).toBe('Please add the delivery plan');
    // Dates in the past: review is possible, approval is not.
    const past = dataOf<StudioProject>(
      await studio(
        'PUT',
        `/${draft._id}`,
        creator.token,
        inputOf(seen, {
          startsAt: new Date(Date.now() - 2 * DAY).toISOString(),
          endsAt: new Date(Date.now() - DAY).toISOString(),
        }),
      ),
    );
    await studio('POST', `/${draft._id}/submit`, creator.token);
    const early = await call(t, 'POST', `/admin/projects/${draft._id}/approve`, editor, {});
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('project.dates_past');
    await call(t, 'POST', `/admin/projects/${draft._id}/send-back`, editor, { comment: 'Dates' });
    await studio(
      'PUT',
      `/${draft._id}`,
      creator.token,
      inputOf(past, {
        startsAt: new Date(Date.now() + 2 * DAY).toISOString(),
        endsAt: new Date(Date.now() + 20 * DAY).toISOString(),
      }),
    );
    await studio('POST', `/${draft._id}/submit`, creator.token);
    const approved = dataOf<StudioProject>(
      await call(t, 'POST', `/admin/projects/${draft._id}/approve`, editor, { comment: 'Good' }),
    );
    expect(approved.state).toBe('approved');
    expect(approved.history.map((h) => [h.from, h.to])).toEqual([
      [null, 'draft'],
      ['draft', 'in_review'],
      ['in_review', 'draft'],
      ['draft', 'in_review'],
      ['in_review', 'draft'],
      ['draft', 'in_review'],
      ['in_review', 'approved'],
    ]);
    const actions = (await auditLines(t))
      .filter((l) => l.entity_id === draft._id)
      .map((l) => l.action);
    expect(actions).toEqual(
      expect.arrayContaining(['project.submit', 'project.send_back', 'project.approve']),
    );
    // Approving again is not a move.
    expect(
      (await call(t, 'POST', `/admin/projects/${draft._id}/approve`, editor, {})).statusCode,
    ).toBe(409);
  });

  it('publishes an approved project on its schedule: upcoming takes votes, the clock moves it on', async () => {
    const draft = await writtenDraft();
    await studio('POST', `/${draft._id}/submit`, creator.token);
    await call(t, 'POST', `/admin/projects/${draft._id}/approve`, editor, {});
    const pastStart = await call(t, 'POST', `/admin/projects/${draft._id}/schedule`, editor, {
      publishAt: new Date(Date.now() - 2 * DAY).toISOString(),
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + DAY).toISOString(),
    });
    expect(pastStart.statusCode).toBe(400);
    const scheduled = dataOf<StudioProject>(
      await call(t, 'POST', `/admin/projects/${draft._id}/schedule`, editor, {
        publishAt: new Date(Date.now()).toISOString(),
        startsAt: new Date(Date.now() + DAY).toISOString(),
        endsAt: new Date(Date.now() + 10 * DAY).toISOString(),
      }),
    );
    expect(scheduled.state).toBe('upcoming');
    expect(scheduled.status).toBe('upcoming');
    const detail = dataOf<ProjectDetail>(await publicDetail(draft._id));
    expect(detail.status).toBe('upcoming');
    expect(await listedIds()).toContain(draft._id);
    const vote = await call(t, 'POST', `/crowdfunding/projects/${draft._id}/vote`, backer.token);
    expect(vote.statusCode).toBe(200);
    // The job records what the clock did.
    await settle(new Date());
    const recorded = dataOf<StudioProject>(
      await call(t, 'GET', `/admin/projects/${draft._id}`, editor),
    );
    expect(recorded.history.at(-1)).toMatchObject({
      from: 'approved',
      to: 'upcoming',
      actorEmail: null,
    });
    expect(
      (
        await t.db
          .select({ state: projects.state })
          .from(projects)
          .where(eq(projects.id, BigInt(draft._id)))
      )[0]?.state,
    ).toBe('upcoming');
  });
});

/** A funding project (published, started yesterday) with the creator linked to it. */
const linked = async (goal = 20_000) => {
  const made = await aProject(t.db, { startsInDays: -1, endsInDays: 5, goal });
  await t.db.insert(projectCreators).values({ projectId: made.row.id, userId: creator.id });
  return made;
};

describe('after funding starts', () => {
  it('fixes goal, dates and rewards; only the story and images change', async () => {
    const made = await linked();
    const current = dataOf<StudioProject>(await studio('GET', `/${made.id}`, creator.token));
    expect(current.state).toBe('funding');
    expect(current.locked).toBe(true);
    const tries: Partial<ProjectInput>[] = [
      { goalAmount: current.goalAmount + 1 },
      { endsAt: new Date(Date.now() + 30 * DAY).toISOString() },
      { title_eng: 'Renamed' },
      { products: inputOf(current).products.slice(1) },
      {
        products: inputOf(current).products.map((p, i) => (i === 0 ? { ...p, price: 1 } : p)),
      },
      { products: [...inputOf(current).products, reward('Extra', 1_000)] },
    ];
    for (const change of tries) {
      for (const [token, path] of [
        [creator.token, `/studio/projects/${made.id}`],
        [editor, `/admin/projects/${made.id}`],
      ] as const) {
        const res = await call(t, 'PUT', path, token, inputOf(current, change));
        expect(res.statusCode, `${path} ${JSON.stringify(change).slice(0, 60)}`).toBe(409);
        expect(res.json().code).toBe('project.locked');
      }
    }
    const story = await studio(
      'PUT',
      `/${made.id}`,
      creator.token,
      inputOf(current, { story_kr: '새 이야기', story_eng: 'A new story' }),
    );
    expect(story.statusCode).toBe(200);
    expect(dataOf<StudioProject>(story).story_eng).toBe('A new story');
    const detail = dataOf<ProjectDetail>(await publicDetail(made.id));
    expect(detail.story_kr).toBe('새 이야기');
    expect(detail.goalAmount).toBe(current.goalAmount);
    // An image must be an upload of ours.
    const image = await studio(
      'PUT',
      `/${made.id}`,
      creator.token,
      inputOf(current, { imageDomestic: '/media/projects/1/nothing.png' }),
    );
    expect(image.statusCode).toBe(400);
  });

  it('posts updates; a backers-only update is read by backers and the creator, never by others', async () => {
    const made = await linked();
    const posted = await studio('POST', `/${made.id}/updates`, creator.token, {
      title_kr: '후원자 소식',
      title_eng: 'For backers',
      content_kr: '비밀 본문',
      content_eng: 'Secret body',
      audience: 'backers',
    });
    expect(posted.statusCode).toBe(201);
    await studio('POST', `/${made.id}/updates`, creator.token, {
      title_kr: '공개 소식',
      title_eng: 'For all',
      content_kr: '공개 본문',
      content_eng: 'Open body',
      audience: 'public',
    });
    const updatesFor = async (token?: string) =>
      dataOf<ProjectDetail>(await publicDetail(made.id, token)).updates;
    const outsider = await newBacker(t, `outsider${made.id}@example.com`);
    for (const token of [undefined, outsider.token, stranger.token]) {
      const seen = await updatesFor(token);
      const secret = seen.find((u) => u.title_eng === 'For backers');
      expect(secret).toMatchObject({ locked: true, content_kr: '', content_eng: '' });
      expect(JSON.stringify(seen)).not.toContain('Secret body');
      expect(seen.find((u) => u.title_eng === 'For all')?.content_eng).toBe('Open body');
    }
    await pledged(t, backer, made.id, [{ productId: made.digital, quantity: 1 }]);
    expect(
      (await updatesFor(backer.token)).find((u) => u.title_eng === 'For backers'),
    ).toMatchObject({ locked: false, content_eng: 'Secret body' });
    expect(
      (await updatesFor(creator.token)).find((u) => u.title_eng === 'For backers')?.content_eng,
    ).toBe('Secret body');
    // The creator sees the backers; staff also see their e-mails.
    const backers = dataOf<BackerPledge[]>(
      await studio('GET', `/${made.id}/backers`, creator.token),
    );
    expect(backers).toHaveLength(1);
    expect(backers[0]).toMatchObject({ backerName: 'backer', backerEmail: '', amount: 5_000 });
    const forStaff = dataOf<BackerPledge[]>(
      await call(t, 'GET', `/admin/projects/${made.id}/pledges`, editor),
    );
    expect(forStaff[0]?.backerEmail).toBe('backer@example.com');
  });

  it('staff cancel a reserved pledge and refund a charged one through Toss, each with a reason in the audit log', async () => {
    const made = await linked(5_000);
    const other = await newBacker(t, `second${made.id}@example.com`);
    const first = await pledged(t, backer, made.id, [{ productId: made.limited, quantity: 2 }]);
    const second = await pledged(t, other, made.id, [{ productId: made.digital, quantity: 1 }]);
    const totals = async () => {
      const p = dataOf<StudioProject>(await call(t, 'GET', `/admin/projects/${made.id}`, editor));
      const listed = dataOf<ProjectDetail>(await publicDetail(made.id));
      // The studio's and the public page's counters agree.
      expect([listed.pledgedAmount, listed.backerCount]).toEqual([p.pledgedAmount, p.backerCount]);
      return { pledged: p.pledgedAmount, backers: p.backerCount };
    };
    expect(await totals()).toEqual({ pledged: first.amount + 5_000, backers: 2 });
    const noReason = await call(t, 'POST', `/admin/projects/pledges/${first._id}/cancel`, editor, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(
      (
        await call(t, 'POST', `/admin/projects/pledges/${first._id}/refund`, editor, {
          reason: 'x',
        })
      ).json().code,
    ).toBe('pledge.not_refundable');
    const cancelled = await call(t, 'POST', `/admin/projects/pledges/${first._id}/cancel`, editor, {
      reason: 'Backer asked by phone',
    });
    expect(cancelled.statusCode).toBe(200);
    const after = dataOf<StudioProject>(await call(t, 'GET', `/admin/projects/${made.id}`, editor));
    expect(after.pledgedAmount).toBe(5_000);
    expect(await totals()).toEqual({ pledged: 5_000, backers: 1 });
    expect(after.products.find((p) => p._id === made.limited)?.sold).toBe(0);
    // The campaign ends and is charged; staff refund the charge.
    const report = await settle(new Date(Date.now() + 10 * DAY));
    expect(report.charged).toBeGreaterThanOrEqual(1);
    const refund = await call(t, 'POST', `/admin/projects/pledges/${second._id}/refund`, editor, {
      reason: 'Delivery impossible',
    });
    expect(refund.statusCode).toBe(200);
    expect(dataOf<{ status: string }>(refund).status).toBe('refunded');
    expect(toss.cancels.filter((c) => c.reason === 'Delivery impossible')).toHaveLength(1);
    const again = await call(t, 'POST', `/admin/projects/pledges/${second._id}/refund`, editor, {
      reason: 'Delivery impossible',
    });
    expect(again.json().code).toBe('pledge.not_refundable');
    // The refund takes the pledge out of the totals once (the second attempt changed nothing);
    // the campaign's recorded outcome stays.
    expect(await totals()).toEqual({ pledged: 0, backers: 0 });
    const lines = await auditLines(t);
    expect(
      lines.find((l) => l.action === 'pledge.cancel' && l.entity_id === first._id)?.after,
    ).toMatchObject({
      reason: 'Backer asked by phone',
    });
    expect(
      lines.find((l) => l.action === 'pledge.refund' && l.entity_id === second._id)?.after,
    ).toMatchObject({
      reason: 'Delivery impossible',
    });
    // The settle job recorded the outcome and the settlement.
    const done = dataOf<StudioProject>(await call(t, 'GET', `/admin/projects/${made.id}`, editor));
    expect(done.state).toBe('settled');
    expect(done.history.map((h) => h.to).slice(-2)).toEqual(['successful', 'settled']);
    expect(dataOf<ProjectDetail>(await publicDetail(made.id)).status).toBe('succeeded');
  });

  it('keeps the back office to staff with projects.manage', async () => {
    expect((await call(t, 'GET', '/admin/projects', moderator)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/admin/projects', creator.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/admin/projects', editor)).statusCode).toBe(200);
  });
});
