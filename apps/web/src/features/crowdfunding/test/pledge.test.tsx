import { PLEDGE_MAX_QUANTITY } from '@dalbit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { PledgeCompletePage } from '../pages/pledge-complete-page';
import { PledgePage } from '../pages/pledge-page';
import { readDraft } from '../pledge/pledge-draft';
import { fail, ok, stubFetch } from '../../../test/fetch-stub';
import { makePledge, makeProjectDetail } from '../../../test/fixtures/crowdfunding';
import { signedIn } from '../../../test/fixtures/user';

const MANUAL = { provider: 'manual', customerKey: 'cust_1' };

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

describe('pledge form', () => {
  it('asks for a product before anything is sent', async () => {
    const user = userEvent.setup();
    const served = stubFetch({
      ...signedIn(),
      'GET /api/crowdfunding/projects/11': () => ok(makeProjectDetail()),
    });
    renderPledge();
    await user.click(await screen.findByTestId('pledge-submit'));
    expect(await screen.findByTestId('pledge-products-error')).toHaveTextContent(
      'Please select at least one product!',
    );
    expect(served.requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(served.requests.some((r) => r.path.endsWith('payment-config'))).toBe(false);
    // Choosing one clears the message.
    await user.click(within(choice('101')).getByTestId('product-toggle'));
    expect(screen.queryByTestId('pledge-products-error')).not.toBeInTheDocument();
  });

  it('says it in Korean too', async () => {
    await i18n.changeLanguage('ko');
    const user = userEvent.setup();
    stubFetch({
      ...signedIn('korean'),
      'GET /api/crowdfunding/projects/11': () => ok(makeProjectDetail()),
    });
    renderPledge();
    await user.click(await screen.findByTestId('pledge-submit'));
    expect(await screen.findByTestId('pledge-products-error')).toHaveTextContent(
      '상품을 하나 이상 선택해 주세요!',
    );
  });

  it('shows shipping only for a shipped reward and totals quantities and extra support', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...signedIn(),
      'GET /api/crowdfunding/projects/11': () => ok(makeProjectDetail()),
    });
    renderPledge();
    await user.click(await within(await findChoice('101')).findByTestId('product-toggle'));
    expect(screen.queryByTestId('shipping-form')).not.toBeInTheDocument();
    expect(screen.getByTestId('pledge-total')).toHaveTextContent('₩10,000');

    await user.click(within(choice('102')).getByTestId('product-toggle'));
    expect(screen.getByTestId('shipping-form')).toBeInTheDocument();
    await user.click(within(choice('102')).getByTestId('quantity-more'));
    expect(within(choice('102')).getByTestId('quantity')).toHaveTextContent('2');
    await user.type(screen.getByTestId('extra-support'), '5,000');
    // 10,000 + 2 × 45,000 + 5,000
    expect(screen.getByTestId('pledge-total')).toHaveTextContent('₩105,000');

    // Dropping the shipped reward hides the shipping form again.
    await user.click(within(choice('102')).getByTestId('product-toggle'));
    expect(screen.queryByTestId('shipping-form')).not.toBeInTheDocument();
    expect(screen.getByTestId('pledge-total')).toHaveTextContent('₩15,000');
  });

  it('formats the total in won for Korean readers', async () => {
    await i18n.changeLanguage('ko');
    const user = userEvent.setup();
    stubFetch({
      ...signedIn('korean'),
      'GET /api/crowdfunding/projects/11': () => ok(makeProjectDetail()),
    });
    renderPledge();
    await user.click(await within(await findChoice('102')).findByTestId('product-toggle'));
    expect(screen.getByTestId('pledge-total')).toHaveTextContent('45,000원');
  });

  it('disables a sold-out reward and caps quantities', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...signedIn(),
      'GET /api/crowdfunding/projects/11': () => ok(makeProjectDetail()),
    });
    renderPledge();
    const soldOut = await findChoice('103');
    expect(within(soldOut).getByTestId('product-toggle')).toBeDisabled();
    expect(soldOut).toHaveTextContent('Sold out');
    await user.click(within(choice('101')).getByTestId('product-toggle'));
    const more = within(choice('101')).getByTestId('quantity-more');
    for (let i = 1; i < PLEDGE_MAX_QUANTITY; i += 1) await user.click(more);
    expect(within(choice('101')).getByTestId('quantity')).toHaveTextContent(
      String(PLEDGE_MAX_QUANTITY),
    );
    expect(more).toBeDisabled();
  });

  it('needs the shipping details of a shipped reward', async () => {
    const user = userEvent.setup();
    const served = stubFetch({
      ...signedIn(),
      'GET /api/crowdfunding/projects/11': () => ok(makeProjectDetail()),
    });
    renderPledge();
    await user.click(await within(await findChoice('102')).findByTestId('product-toggle'));
    await user.clear(screen.getByTestId('shipping-recipient'));
    await user.type(screen.getByTestId('shipping-phone'), 'abc');
    await user.click(screen.getByTestId('pledge-submit'));
    expect(await screen.findByText('Recipient is a required field')).toBeInTheDocument();
    expect(screen.getByText('The input is not valid Phone number')).toBeInTheDocument();
    expect(screen.getByText('Address is a required field')).toBeInTheDocument();
    expect(served.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('pledges once with the manual provider and shows the success screen', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => undefined;
    const served = stubFetch({
      ...signedIn(),
      'GET /api/crowdfunding/projects/11': () => ok(makeProjectDetail()),
      'GET /api/crowdfunding/payment-config': () => ok(MANUAL),
      'POST /api/crowdfunding/projects/11/pledges': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    renderPledge();
    await user.click(await within(await findChoice('102')).findByTestId('product-toggle'));
    await fillShipping(user);
    await user.type(screen.getByTestId('extra-support'), '10000');
    const submit = screen.getByTestId('pledge-submit');
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await user.click(submit);
    await waitFor(() => expect(served.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(served.requests.find((r) => r.method === 'POST')?.body).toEqual({
      items: [{ productId: '102', quantity: 1 }],
      extraSupport: 10_000,
      shipping: {
        recipient: 'Mina Park',
        phone: '010-1234-5678',
        postalCode: '04524',
        address1: '1 Sejong-daero, Jung-gu, Seoul',
        address2: '',
      },
      billing: { customerKey: 'cust_1', authKey: 'manual' },
    });
    release(ok(makePledge({ amount: 55_000, extraSupport: 10_000 }), 201));
    const success = await screen.findByTestId('pledge-success');
    expect(within(success).getByTestId('pledge-success-amount')).toHaveTextContent('₩55,000');
    expect(success).toHaveTextContent('charged only if the project reaches its goal');
    expect(readDraft('11')).toBeNull();
  });

  it('keeps everything typed and shows the server message when the pledge fails', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...signedIn(),
      'GET /api/crowdfunding/projects/11': () => ok(makeProjectDetail()),
      'GET /api/crowdfunding/payment-config': () => ok(MANUAL),
      'POST /api/crowdfunding/projects/11/pledges': () =>
        fail(409, 'This reward is sold out', 'project.sold_out'),
    });
    renderPledge();
    await user.click(await within(await findChoice('102')).findByTestId('product-toggle'));
    await fillShipping(user);
    await user.click(screen.getByTestId('pledge-submit'));
    expect(await screen.findByTestId('pledge-failure')).toHaveTextContent(
      'This reward is sold out',
    );
    expect(screen.getByTestId('shipping-address1')).toHaveValue('1 Sejong-daero, Jung-gu, Seoul');
    expect(screen.getByTestId('pledge-submit')).toBeEnabled();
    expect(readDraft('11')?.quantities).toEqual({ '102': 1 });
  });
});

async function findChoice(productId: string) {
  await screen.findAllByTestId('product-choice');
  return choice(productId);
}

async function fillShipping(user: ReturnType<typeof userEvent.setup>) {
  // The recipient starts as the account's name.
  expect(screen.getByTestId('shipping-recipient')).toHaveValue('Mina Park');
  await user.type(screen.getByTestId('shipping-phone'), '010-1234-5678');
  await user.type(screen.getByTestId('shipping-postalCode'), '04524');
  await user.type(screen.getByTestId('shipping-address1'), '1 Sejong-daero, Jung-gu, Seoul');
}
