import { queryOptions } from '@tanstack/react-query'
import { apiGet } from './http'
import { teamUsageSchema, usageSchema } from './schemas/usage'

// Spending as this server counts it: not the service's endpoints, so not in queries.ts.

/** The reader's day: credits and questions used of their allowance (the header's meter). */
export function usageQuery() {
  return queryOptions({
    queryKey: ['dds-server', '/usage'] as const,
    queryFn: ({ signal }) => apiGet('/usage', {}, usageSchema, { signal }),
    // A quiet figure: a minute old is fine, and a failure (signed out) just hides it.
    staleTime: 60_000,
    retry: false,
  })
}

/** The team's last 30 days, per user (admins only). */
export function teamUsageQuery() {
  return queryOptions({
    queryKey: ['dds-server', '/admin/usage'] as const,
    queryFn: ({ signal }) => apiGet('/admin/usage', {}, teamUsageSchema, { signal }),
    staleTime: 60_000,
    retry: false,
  })
}
