import { QueryClient } from '@tanstack/react-query'
import { retryDelay, shouldRetry } from './retry-policy'

/** The app's one QueryClient; tests create their own through the same function. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (failureCount, error) => retryDelay(failureCount, error),
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  })
}
