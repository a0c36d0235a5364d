// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { describeErrorResponse, parseRetryAfter } from './error-message'

describe('describeErrorResponse', () => {
  it('prefers problem+json detail over title and keeps the parameter', () => {
    const body = JSON.stringify({
      title: 'Bad Request',
      status: 400,
      detail: 'q is too long',
      parameter: 'q',
    })
    expect(describeErrorResponse('application/problem+json', body)).toEqual({
      message: 'q is too long',
      parameter: 'q',
    })
  })

  it('says a refused allowance in the server’s own words', () => {
    const body = JSON.stringify({
      title: 'Daily credits used up',
      detail: 'You have used 1,000 of 1,000 credits today; this resets at 00:00 UTC.',
      limit: 1000,
      used: 1000,
      resets_at: '2026-11-24T00:00:00.000Z',
    })
    expect(describeErrorResponse('application/problem+json', body).message).toBe(
      'You have used 1,000 of 1,000 credits today; this resets at 00:00 UTC.',
    )
  })

  it('reads how deep this server pages from its depth refusal, and only from that', () => {
    const depth = {
      title: 'Too far into the results',
      detail: 'This asks for results up to number 99,990; paging stops at 1,000.',
      limit: 1000,
      used: 99990,
      resets_at: null,
    }
    expect(describeErrorResponse('application/problem+json', JSON.stringify(depth))).toEqual({
      message: 'This asks for results up to number 99,990; paging stops at 1,000.',
      reach: 1000,
    })
    // A limit that resets (credits) is not the paging depth; nor is a body without the numbers.
    const credits = { ...depth, resets_at: '2026-11-24T00:00:00.000Z' }
    expect(describeErrorResponse('application/json', JSON.stringify(credits)).reach).toBeUndefined()
    const bare = { detail: 'bad page', resets_at: null }
    expect(describeErrorResponse('application/json', JSON.stringify(bare)).reach).toBeUndefined()
  })

  it('uses a specific problem title when there is no detail', () => {
    const body = JSON.stringify({ title: 'Unknown research token', status: 404 })
    expect(describeErrorResponse('application/problem+json', body).message).toBe(
      'Unknown research token',
    )
  })

  it.each([
    [{ error: { message: 'Quota exhausted', code: 'Q1' } }, 'Quota exhausted'],
    [{ message: 'Invalid API key' }, 'Invalid API key'],
    [
      { error: 'The service could not be reached (ECONNREFUSED).' },
      'The service could not be reached (ECONNREFUSED).',
    ],
    [{ errors: [{ message: 'size out of range', param: 'size' }] }, 'size out of range'],
    [{ errors: ['first problem', 'second'] }, 'first problem'],
    ['just a string', 'just a string'],
  ])('finds the message in JSON of any shape: %j', (body, expected) => {
    expect(describeErrorResponse('application/json', JSON.stringify(body)).message).toBe(expected)
  })

  it('keeps where this server says to sign in, only as a path on this site', () => {
    const body = (signIn: string) =>
      JSON.stringify({ title: 'Sign-in required', detail: 'Sign in to use this.', sign_in: signIn })
    expect(describeErrorResponse('application/json', body('/sign-in?next=%2F'))).toEqual({
      message: 'Sign in to use this.',
      signIn: '/sign-in?next=%2F',
    })
    for (const elsewhere of ['https://evil.example/', '//evil.example/', '/\\evil.example'])
      expect(describeErrorResponse('application/json', body(elsewhere)).signIn).toBeUndefined()
  })

  it('names the parameter from an errors list', () => {
    const body = JSON.stringify({ errors: [{ message: 'size out of range', param: 'size' }] })
    expect(describeErrorResponse('application/json', body).parameter).toBe('size')
  })

  it('has no words of its own for JSON without a message', () => {
    expect(describeErrorResponse('application/json', '{"code":17}')).toEqual({})
  })

  it('uses trimmed, collapsed, clipped plain text', () => {
    expect(describeErrorResponse('text/plain', '  Missing   rows\n').message).toBe('Missing rows')
    const long = describeErrorResponse('text/plain', 'x'.repeat(5000)).message ?? ''
    expect(long.length).toBeLessThanOrEqual(300)
    expect(long.endsWith('…')).toBe(true)
  })

  it('shows the title or heading of an HTML page, never markup', () => {
    const page =
      '<!DOCTYPE html><html><head><title>Service &amp; maintenance</title></head><body><h1>Down</h1></body></html>'
    expect(describeErrorResponse('text/html', page).message).toBe('Service & maintenance')
    const noTitle = '<html><body><h1>Upstream <b>exploded</b></h1><p>details</p></body></html>'
    expect(describeErrorResponse('text/html; charset=utf-8', noTitle).message).toBe(
      'Upstream exploded',
    )
  })

  it.each([
    ['text/html', '<html><head><title>502 Bad Gateway</title></head></html>'],
    ['text/html', '<html><body><p>oops</p></body></html>'],
    ['application/json', '{"title":"Unauthorized"}'],
    ['text/plain', 'Not Found'],
    ['text/plain', 'Error 404 - Not Found'],
    ['', '   '],
  ])(
    'says nothing for bare reason phrases, markup-only pages and empty bodies: %s %s',
    (type, body) => {
      expect(describeErrorResponse(type, body).message).toBeUndefined()
    },
  )
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-01T00:00:00Z')

  it('reads delta seconds', () => {
    expect(parseRetryAfter('7', now)).toBe(7000)
  })

  it('reads an HTTP date relative to now, never negative', () => {
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:10 GMT', now)).toBe(10_000)
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0)
  })

  it('ignores absent or garbled values', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter('-5', now)).toBeUndefined()
  })
})
