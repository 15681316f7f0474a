import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { PledgeCompletePage } from '../pages/pledge-complete-page';
import { PledgePage } from '../pages/pledge-page';
import { readDraft, writeDraft } from '../pledge/pledge-draft';
import type { TossPaymentsFactory } from '../pledge/toss-sdk';
import { fail, ok, stubFetch } from '../../../test/fetch-stub';
import { makePledge, makeProjectDetail } from '../../../test/fixtures/crowdfunding';
import { signedIn } from '../../../test/fixtures/user';

const TOSS = {
  provider: 'toss',
  clientKey: 'test_ck',
  sdkUrl: 'https://js.example/v2/standard',
  customerKey: 'cust_1',
};

function renderPledge(path = '/crowdfunding/11/pledge') {
  return renderRoutes(
    [
      { path: '/crowdfunding/:id/pledge', element: <PledgePage /> },
      { path: '/crowdfunding/:id/pledge/complete', element: <PledgeCompletePage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
}

const choice = (productId: string) =>
  screen.getAllByTestId('product-choice').find((item) => item.dataset.productId === productId)!;

afterEach(() => {
  sessionStorage.clear();
  delete window.TossPayments;
});

describe('pledge form with Toss', () => {
  it('hands the card step to Toss with the draft saved', async () => {
    const user = userEvent.setup();
    const requestBillingAuth = vi.fn(() => new Promise<void>(() => undefined));
    const payment = vi.fn(() => ({ requestBillingAuth }));
    const factory = vi.fn(() => ({ payment }));
    window.TossPayments = factory as unknown as TossPaymentsFactory;
    stubFetch({
      ...signedIn(),
      'GET /api/crowdfunding/projects/11': () => ok(makeProjectDetail()),
      'GET /api/crowdfunding/payment-config': () => ok(TOSS),
    });
    renderPledge();
    await user.click(await within(await findChoice('101')).findByTestId('product-toggle'));
    await user.click(screen.getByTestId('pledge-submit'));
    await waitFor(() => expect(requestBillingAuth).toHaveBeenCalledTimes(1));
    expect(factory).toHaveBeenCalledWith('test_ck');
    expect(payment).toHaveBeenCalledWith({ customerKey: 'cust_1' });
    expect(requestBillingAuth).toHaveBeenCalledWith({
      method: 'CARD',
      successUrl: `${window.location.origin}/crowdfunding/11/pledge/complete`,
      failUrl: `${window.location.origin}/crowdfunding/11/pledge?payment=failed`,
      customerEmail: 'mina@dalbit.local',
      customerName: 'Mina Park',
    });
    expect(readDraft('11')?.quantities).toEqual({ '101': 1 });
  });

  it('brings the draft back with a message after a declined card', async () => {
    writeDraft('11', {
      quantities: { '101': 2 },
      extraSupport: '3000',
      shipping: { recipient: '', phone: '', postalCode: '', address1: '', address2: '' },
    });
    stubFetch({
      ...signedIn(),
      'GET /api/crowdfunding/projects/11': () => ok(makeProjectDetail()),
    });
    renderPledge('/crowdfunding/11/pledge?payment=failed&code=REJECT_CARD_COMPANY&message=x');
    expect(await screen.findByTestId('pledge-failure')).toHaveTextContent(
      'The card could not be registered',
    );
    expect(within(choice('101')).getByTestId('quantity')).toHaveTextContent('2');
    expect(screen.getByTestId('extra-support')).toHaveValue('3000');
    expect(screen.getByTestId('pledge-total')).toHaveTextContent('₩23,000');
  });

  it('completes the pledge once when Toss returns with the card authorisation', async () => {
    writeDraft('11', {
      quantities: { '101': 1 },
      extraSupport: '',
      shipping: { recipient: '', phone: '', postalCode: '', address1: '', address2: '' },
    });
    const served = stubFetch({
      ...signedIn(),
      'GET /api/crowdfunding/projects/11': () => ok(makeProjectDetail()),
      'POST /api/crowdfunding/projects/11/pledges': () =>
        ok(makePledge({ amount: 10_000, items: [makePledge().items[1]!] }), 201),
    });
    renderPledge('/crowdfunding/11/pledge/complete?customerKey=cust_1&authKey=auth_42');
    expect(await screen.findByTestId('pledge-success')).toHaveTextContent('₩10,000');
    const posts = served.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      items: [{ productId: '101', quantity: 1 }],
      extraSupport: 0,
      shipping: null,
      billing: { customerKey: 'cust_1', authKey: 'auth_42' },
    });
    expect(readDraft('11')).toBeNull();
  });

  it('keeps the draft and offers the way back when completing fails', async () => {
    writeDraft('11', {
      quantities: { '101': 1 },
      extraSupport: '',
      shipping: { recipient: '', phone: '', postalCode: '', address1: '', address2: '' },
    });
    stubFetch({
      ...signedIn(),
      'GET /api/crowdfunding/projects/11': () => ok(makeProjectDetail()),
      'POST /api/crowdfunding/projects/11/pledges': () =>
        fail(400, 'The payment could not be processed', 'payment.failed'),
    });
    renderPledge('/crowdfunding/11/pledge/complete?customerKey=cust_1&authKey=auth_43');
    expect(await screen.findByTestId('pledge-complete-failed')).toHaveTextContent(
      'The payment could not be processed',
    );
    expect(screen.getByTestId('pledge-retry')).toHaveAttribute('href', '/crowdfunding/11/pledge');
    expect(readDraft('11')?.quantities).toEqual({ '101': 1 });
  });
});

async function findChoice(productId: string) {
  await screen.findAllByTestId('product-choice');
  return choice(productId);
}
