import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/api-error'
import { describeFailure, statusSentence } from '../api/describe-failure'
import { FailureNotice } from './failure-notice'

const http = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({
    kind: 'http',
    endpoint: '/v1/studies',
    status,
    message: statusSentence(status),
    ...extra,
  })

describe('FailureNotice', () => {
  it('names the failure, gives the service’s words and advice, and retries', async () => {
    const onRetry = vi.fn()
    render(
      <FailureNotice
        failure={describeFailure(http(500, { serviceMessage: 'Index rebuilding.' }))}
        onRetry={onRetry}
      />,
    )
    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'The service failed (500)' })).toBeVisible()
    expect(alert).toHaveTextContent('Index rebuilding.')
    expect(alert).toHaveTextContent('This is usually temporary.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('offers no retry where asking again unchanged cannot help', () => {
    render(<FailureNotice failure={describeFailure(http(400))} onRetry={() => {}} />)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('links to sign-in, coming back to this page', () => {
    window.history.replaceState(null, '', '/studies?q=energy')
    render(
      <FailureNotice
        failure={describeFailure(
          http(401, { signIn: '/sign-in?next=%2Fapi%2Fv1%2Fstudies', serviceMessage: 'Sign in.' }),
        )}
      />,
    )
    const link = screen.getByRole('link', { name: 'Sign in' })
    const href = new URL(link.getAttribute('href') ?? '', 'http://app.test')
    expect(href.pathname).toBe('/sign-in')
    expect(href.searchParams.get('next')).toBe('/studies?q=energy')
  })
})
