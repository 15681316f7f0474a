import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AccountProvider } from '../features/account/account-provider';
import { createQueryClient } from '../lib/query-client';
import { ToastHost } from './toast-host';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AccountProvider>
        {children}
        <ToastHost />
      </AccountProvider>
    </QueryClientProvider>
  );
}
