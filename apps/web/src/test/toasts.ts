import { toast } from 'react-toastify';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';

type Kind = 'error' | 'success' | 'info';
export type ToastCalls = Record<Kind, Mock<(message: unknown, options?: unknown) => void>>;

const KINDS: Kind[] = ['error', 'success', 'info'];

/**
 * The toasts a file's tests raise, recorded at the real react-toastify (`toast.error`, …) that
 * lib/toast.ts calls: spied on before each test and restored after it, so the module itself is
 * never replaced and the file can share its worker's modules with the next one (no `vi.mock`,
 * docs/architecture.md#tests). Call once at the top of a test file.
 */
export function recordToasts(): ToastCalls {
  const calls: ToastCalls = { error: vi.fn(), success: vi.fn(), info: vi.fn() };
  const spies: { mockRestore(): void }[] = [];
  beforeEach(() => {
    for (const kind of KINDS) {
      const record = calls[kind];
      spies.push(
        vi.spyOn(toast, kind).mockImplementation((message, options) => {
          record(message, options);
          return `recorded-${kind}`;
        }),
      );
    }
  });
  afterEach(() => {
    for (const spy of spies.splice(0)) spy.mockRestore();
    for (const kind of KINDS) calls[kind].mockReset();
  });
  return calls;
}
