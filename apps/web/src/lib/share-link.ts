import { toastError, toastSuccess } from './toast';

/**
 * Shares an in-app address (whose open-graph tags the server writes): the system share sheet
 * where there is one, otherwise the link goes to the clipboard with a toast either way.
 */
export function shareLink(
  { title, path }: { title: string; path: string },
  texts: { copied: string; failed: string },
) {
  const url = `${window.location.origin}${path}`;
  if (typeof navigator.share === 'function') {
    // A closed share sheet rejects; that is the user's choice, not an error.
    navigator.share({ title, url }).catch(() => undefined);
    return;
  }
  const copy = navigator.clipboard?.writeText(url);
  if (!copy) {
    toastError(texts.failed);
    return;
  }
  copy.then(
    () => toastSuccess(texts.copied),
    () => toastError(texts.failed),
  );
}
