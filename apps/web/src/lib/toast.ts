import { TOAST_AUTO_CLOSE_MS } from '@dalbit/contract/constants';
import { toast } from 'react-toastify';
import { i18n } from './i18n';

export const TOAST_OPTIONS = { position: 'top-right', autoClose: TOAST_AUTO_CLOSE_MS } as const;

/** docs/product/messages.md#toasts: an empty error toast falls back to 'Failed'. */
export function toastError(message?: string | null): void {
  toast.error(message?.trim() ? message : i18n.t('common:toast.failed'), TOAST_OPTIONS);
}

/** docs/product/messages.md#toasts: an empty success toast falls back to 'Success'. */
export function toastSuccess(message?: string | null): void {
  toast.success(message?.trim() ? message : i18n.t('common:toast.success'), TOAST_OPTIONS);
}

/** A plain notice (not a success nor a failure), e.g. that the site changed its language. */
export function toastInfo(message: string): void {
  toast.info(message, TOAST_OPTIONS);
}
