import { act } from '@testing-library/react';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { type FetchStub, stubFetch } from '../../../test/fetch-stub';
import { setWidth } from '../../../test/render-app';

export const GOOGLE = {
  clientId: 'dalbit-web.apps.googleusercontent.com',
  scriptUrl: 'https://gis.test/client',
};
export const KAKAO = { restApiKey: 'kakao-rest-key', authBase: 'https://kauth.test' };
export const CONFIG = { google: GOOGLE, kakao: KAKAO };

export interface FakePopup {
  closed: boolean;
  close: ReturnType<typeof vi.fn>;
  location: { href: string };
}
export const fakePopup = (): FakePopup => ({
  closed: false,
  close: vi.fn(),
  location: { href: '' },
});

export function mockGoogle() {
  const id = { initialize: vi.fn(), renderButton: vi.fn(), disableAutoSelect: vi.fn() };
  window.google = { accounts: { id } };
  return id;
}
type CredentialCallback = (response: { credential?: string }) => void;
export const credentialCallback = (id: ReturnType<typeof mockGoogle>) =>
  (id.initialize.mock.calls[0]?.[0] as { callback: CredentialCallback }).callback;

export function setOpener(opener: unknown) {
  Object.defineProperty(window, 'opener', { configurable: true, writable: true, value: opener });
}

/** Runs fake timers (and the promises they release) inside act. */
export const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Registers the social tests' set-up: a fresh fetch stub, a wide window without an opener, no
 * Google and no script left behind. Returns the stub of the running test.
 */
export function socialTestSetup(toast: { error: Mock; success: Mock }): FetchStub {
  let current: FetchStub;
  beforeEach(() => {
    current = stubFetch();
    toast.error.mockReset();
    toast.success.mockReset();
    sessionStorage.clear();
    setWidth(1024);
    setOpener(null);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setOpener(null);
    delete window.google;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });
  return {
    get requests() {
      return current.requests;
    },
    to: (route) => current.to(route),
    answer: (routes) => current.answer(routes),
  };
}
