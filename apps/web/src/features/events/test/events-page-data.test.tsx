import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, stubFetch } from '../../../test/fetch-stub';
import { page } from '../../../test/fixtures/page';
import { removePageData, renderWithAppClient, writePageData } from '../../../test/page-data';
import { EventsPage } from '../pages/events-page';
import { anEvent } from '../../../test/fixtures/event';

/** The read /events' HTML answers (apps/server/src/modules/web/page-reads.ts, EVENTS_FIRST_READ). */
const FIRST_READ = '/web-app/event?keySort=createdAt&page=1&pageSize=12';

beforeEach(removePageData);
afterEach(removePageData);

describe("/events' data block (lib/page-data.ts)", () => {
  it('draws the first page from it at once, then refreshes like any answer', async () => {
    const server = stubFetch({
      'GET /api/web-app/event': () => ok(page([anEvent('e2', 'From the API')])),
    });
    writePageData(FIRST_READ, page([anEvent('e1', 'From the page')], { pageSize: 12 }));
    const { queryClient } = renderWithAppClient('/events', <EventsPage />, '/events');
    expect(screen.getAllByTestId('event-card')).toHaveLength(1);
    expect(screen.getByText('From the page')).toBeInTheDocument();
    expect(server.to('GET /api/web-app/event')).toHaveLength(0);
    await act(() => queryClient.invalidateQueries({ queryKey: ['events'] }));
    await waitFor(() => expect(screen.getByText('From the API')).toBeInTheDocument());
    expect(server.to('GET /api/web-app/event')).toHaveLength(1);
  });

  it("leaves it to the first page's read: page 2 asks the API", async () => {
    const server = stubFetch({
      'GET /api/web-app/event': () => ok(page([anEvent('e3', 'Page two')], { page: 2 })),
    });
    writePageData(FIRST_READ, page([anEvent('e1', 'From the page')], { pageSize: 12 }));
    renderWithAppClient('/events', <EventsPage />, '/events?page=2');
    expect(await screen.findByText('Page two')).toBeInTheDocument();
    expect(server.to('GET /api/web-app/event')[0]?.query.get('page')).toBe('2');
    expect(screen.queryByText('From the page')).toBeNull();
  });
});
