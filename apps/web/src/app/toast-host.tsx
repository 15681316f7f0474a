import { useSyncExternalStore } from 'react';
import { loadedToasts, onToastsLoaded, TOAST_OPTIONS } from '../lib/toast';
import './toasts.css';

/** The toasts' container, mounted once the first toast has loaded the library (lib/toast.ts). */
export function ToastHost() {
  const toastify = useSyncExternalStore(onToastsLoaded, loadedToasts, loadedToasts);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer {...TOAST_OPTIONS} newestOnTop theme="dark" className="site-toasts" />;
}
