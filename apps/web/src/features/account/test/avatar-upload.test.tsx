import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-app';
import { accountRoutes, failure, json, makeUser } from './account-fixtures';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

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

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : String(input));

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  localStorage.setItem('dalbit.token', 'tok');
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const url = urlOf(input);
    if (url === '/api/user/me') return Promise.resolve(json({ data: makeUser() }));
    if (url === '/api/user/area-code') {
      return Promise.resolve(
        json({ data: [{ _id: 'KR', code: '+82', name_kr: '대한민국', name_eng: 'South Korea' }] }),
      );
    }
    if (url === '/api/upload-file/') {
      return Promise.resolve(
        json({ data: { urlPresigned: '/api/media/upload?sig=x', urlImage: '/media/a.png' } }),
      );
    }
    return Promise.resolve(failure(404, 'route.not_found', 'Not found'));
  });
});
afterEach(() => vi.unstubAllGlobals());

const ticketCalls = () =>
  fetchMock.mock.calls.filter(([input]) => urlOf(input) === '/api/upload-file/');

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
    expect(JSON.parse(String(ticketCalls()[0]?.[1]?.body))).toEqual({
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

    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(json({ data: makeUser({ avatar: '/media/a.png' }) })),
    );
    fireEvent.click(screen.getByTestId('profile-submit'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
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
