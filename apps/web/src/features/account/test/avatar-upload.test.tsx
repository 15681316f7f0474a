import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { accountRoutes } from '../../../test/account-routes';
import { type FetchStub, ok, stubFetch } from '../../../test/fetch-stub';
import { makeUser } from '../../../test/fixtures/user';
import { renderRoutes } from '../../../test/render-app';
import { loadToasts } from '../../../lib/toast';
import { recordToasts } from '../../../test/toasts';

recordToasts();
// Toasts load the library on first use (lib/toast.ts): loaded up front, each call is synchronous.
beforeAll(() => loadToasts());

/** A controllable XMLHttpRequest: the test decides progress and the final status. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  finish(status: number) {
    this.status = status;
    this.onload?.();
  }
}

let server: FetchStub;

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  localStorage.setItem('dalbit.token', 'tok');
  server = stubFetch({
    'GET /api/user/me': () => ok(makeUser()),
    'GET /api/user/area-code': () =>
      ok([{ _id: 'KR', code: '+82', name_kr: '대한민국', name_eng: 'South Korea' }]),
    'POST /api/upload-file/': () =>
      ok({ urlPresigned: '/api/media/upload?sig=x', urlImage: '/media/a.png' }),
    'PATCH /api/user/me': () => ok(makeUser({ avatar: '/media/a.png' })),
  });
});

const ticketCalls = () => server.to('POST /api/upload-file/');

async function choose(file: File) {
  renderRoutes(accountRoutes, '/mypage_edit');
  const input = await screen.findByTestId('avatar-input');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('avatar upload', () => {
  it('refuses a file that is not an image before asking for a ticket', async () => {
    await choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent(
      'Please choose a JPEG, PNG, WebP or GIF image.',
    );
    expect(ticketCalls()).toHaveLength(0);
  });

  it('refuses an image over 5 MB before asking for a ticket', async () => {
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await choose(big);
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent(
      'The image must be at most 5 MB.',
    );
    expect(ticketCalls()).toHaveLength(0);
  });

  it('shows the preview and real progress, then keeps the uploaded URL for the save', async () => {
    await choose(new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/media/upload?sig=x');
    expect(xhr.headers['Content-Type']).toBe('image/png');
    expect(ticketCalls()[0]?.body).toEqual({
      fileName: 'me.png',
      type: 'avatar',
      contentType: 'image/png',
      size: 3,
    });
    expect(screen.getByTestId('avatar-preview')).toHaveAttribute('src', 'blob:preview');
    act(() => xhr.progress(30, 100));
    expect(screen.getByTestId('avatar-progress')).toHaveAttribute('aria-valuenow', '30');
    act(() => xhr.progress(75, 100));
    expect(screen.getByTestId('avatar-progress')).toHaveAttribute('aria-valuenow', '75');
    act(() => xhr.finish(200));
    await waitFor(() => expect(screen.queryByTestId('avatar-progress')).not.toBeInTheDocument());
    expect(screen.getByText('Uploaded. Save your changes to use it.')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('profile-submit'));
    await waitFor(() => expect(server.to('PATCH /api/user/me')).toHaveLength(1));
    expect(server.to('PATCH /api/user/me')[0]?.body).toMatchObject({
      avatar: '/media/a.png',
      userName: 'Mina Park',
      gender: 'unchecked',
    });
  });

  it('shows the HTTP status when the upload fails', async () => {
    await choose(new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.finish(403));
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent(
      'The upload failed (HTTP 403). Please try again.',
    );
  });
});
