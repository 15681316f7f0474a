import { TOAST_AUTO_CLOSE_MS } from '@dalbit/contract/constants';
import type * as ReactToastify from 'react-toastify';
import type { ToastOptions } from 'react-toastify';
import { i18n } from './i18n';

export const TOAST_OPTIONS = { position: 'top-right', autoClose: TOAST_AUTO_CLOSE_MS } as const;

type Toastify = typeof ReactToastify;

/**
 * react-toastify (about 10 kB compressed with its styles) is not part of the first visit's
 * script: it loads with the first toast, and the container (`ToastHost`) mounts once it is in.
 * The library queues toasts raised before a container exists, so none is lost on the way
 * (docs/performance.md#phones).
 */
let toastify: Toastify | undefined;
let loading: Promise<Toastify> | undefined;
const listeners = new Set<() => void>();

export function loadToasts(): Promise<Toastify> {
  loading ??= import('react-toastify').then((module) => {
    toastify = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

/** The library once loaded (ToastHost renders its container), else undefined. */
export const loadedToasts = () => toastify;

export function onToastsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Kind = 'error' | 'success' | 'info';

function show(kind: Kind, message: string, options: ToastOptions) {
  if (toastify) toastify.toast[kind](message, options);
  else void loadToasts().then((module) => module.toast[kind](message, options));
}

/** docs/product/messages.md#toasts: an empty error toast falls back to 'Failed'. */
export function toastError(message?: string | null, toastId?: string): void {
  show(
    'error',
    message?.trim() ? message : i18n.t('common:toast.failed'),
    toastId ? { ...TOAST_OPTIONS, toastId } : TOAST_OPTIONS,
  );
}

/** docs/product/messages.md#toasts: an empty success toast falls back to 'Success'. */
export function toastSuccess(message?: string | null): void {
  show('success', message?.trim() ? message : i18n.t('common:toast.success'), TOAST_OPTIONS);
}

/** A plain notice (not a success nor a failure), e.g. that the site changed its language. */
export function toastInfo(message: string): void {
  show('info', message, TOAST_OPTIONS);
}
