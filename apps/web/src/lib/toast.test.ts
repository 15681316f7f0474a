import { beforeEach, describe, expect, it, beforeAll } from 'vitest';
import { loadToasts, toastError, toastSuccess } from './toast';
import { recordToasts } from '../test/toasts';

const toastMocks = recordToasts();
// Toasts load the library on first use (lib/toast.ts): loaded up front, each call is synchronous.
beforeAll(() => loadToasts());

describe('toast helpers', () => {
  beforeEach(() => {
    toastMocks.error.mockReset();
    toastMocks.success.mockReset();
  });

  it("fall back to 'Failed' and 'Success' for empty messages", () => {
    toastError();
    toastError('  ');
    toastSuccess('');
    expect(toastMocks.error.mock.calls.map((call) => call[0])).toEqual(['Failed', 'Failed']);
    expect(toastMocks.success.mock.calls[0]?.[0]).toBe('Success');
  });

  it('show the message at the top right for 3000 ms', () => {
    toastError('Broken');
    expect(toastMocks.error).toHaveBeenCalledWith('Broken', {
      position: 'top-right',
      autoClose: 3000,
    });
  });
});
