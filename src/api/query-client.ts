import { QueryClient } from '@tanstack/react-query'
import { retryDelay, shouldRetry } from './retry-policy'

/** The app's one QueryClient; tests create their own through the same function. */
export function createQueryClient(
  /** The server's first views try once: a failing service is the browser's to retry. */
  { retry = true }: { retry?: boolean } = {},
): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retry ? shouldRetry : false,
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
