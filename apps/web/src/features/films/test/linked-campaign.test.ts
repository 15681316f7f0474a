import { describe, expect, it } from 'vitest';
import type { LinkedCampaign } from '@dalbit/contract';
import { liveCampaign } from '../components/linked-campaign';

const campaign = (projectId: string, status: LinkedCampaign['status']): LinkedCampaign => ({
  projectId,
  kind: 'next_season',
  title_kr: '시즌 2',
  title_eng: 'Season 2',
  status,
  goalAmount: 1000,
  pledgedAmount: 500,
  percentFunded: 50,
  backerCount: 1,
  voteCount: 0,
  daysLeft: 3,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-01T00:00:00.000Z',
});

describe('which campaign a film shows', () => {
  it('prefers a funding campaign to an upcoming one and never shows an ended one', () => {
    expect(liveCampaign([campaign('1', 'upcoming'), campaign('2', 'funding')])?.projectId).toBe(
      '2',
    );
    expect(liveCampaign([campaign('1', 'succeeded'), campaign('3', 'upcoming')])?.projectId).toBe(
      '3',
    );
    expect(liveCampaign([campaign('1', 'failed'), campaign('4', 'succeeded')])).toBeUndefined();
    expect(liveCampaign(undefined)).toBeUndefined();
  });
});
