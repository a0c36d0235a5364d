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
        // A failure stays on screen with its way on (a Retry button, a choice to change) until
        // the reader takes it: a view that mounts later must not ask the service again by
        // itself, or one failing request becomes one call per view that shows it.
        retryOnMount: false,
      },
      mutations: {
        retry: false,
      },
    },
  })
}
