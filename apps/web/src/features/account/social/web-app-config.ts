import type { WebAppConfig } from '@dalbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /web-app/config: which sign-in providers are configured, with their public values. It
 * changes only with a redeploy, so it is fetched once per page life (sign-in screens only).
 */
export const webAppConfigQuery = queryOptions({
  queryKey: ['web-app', 'config'],
  queryFn: ({ signal }) =>
    api.get<WebAppConfig>('/web-app/config', { signal, toastOnError: false }),
  staleTime: Infinity,
  gcTime: Infinity,
});

export const useWebAppConfig = () => useQuery(webAppConfigQuery);

export type GoogleConfig = NonNullable<WebAppConfig['google']>;
export type KakaoConfig = NonNullable<WebAppConfig['kakao']>;
