import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastContainer } from 'react-toastify';
import { AccountProvider } from '../features/account/account-provider';
import { createQueryClient } from '../lib/query-client';
import { TOAST_OPTIONS } from '../lib/toast';
import './toasts.css';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AccountProvider>
        {children}
        <ToastContainer {...TOAST_OPTIONS} newestOnTop theme="dark" className="site-toasts" />
      </AccountProvider>
    </QueryClientProvider>
  );
}
