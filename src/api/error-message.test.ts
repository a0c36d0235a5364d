import { describe, expect, it } from 'vitest'
import { defaultMessageForStatus, describeErrorResponse, parseRetryAfter } from './error-message'

describe('describeErrorResponse', () => {
  it('prefers problem+json detail over title and keeps the parameter', () => {
    const body = JSON.stringify({
      title: 'Bad Request',
      status: 400,
      detail: 'q is too long',
      parameter: 'q',
    })
    expect(describeErrorResponse(400, 'application/problem+json', body)).toEqual({
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
    expect(describeErrorResponse(429, 'application/problem+json', body).message).toBe(
      'You have used 1,000 of 1,000 credits today; this resets at 00:00 UTC.',
    )
  })

  it('uses a specific problem title when there is no detail', () => {
    const body = JSON.stringify({ title: 'Unknown research token', status: 404 })
    expect(describeErrorResponse(404, 'application/problem+json', body).message).toBe(
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
    expect(describeErrorResponse(400, 'application/json', JSON.stringify(body)).message).toBe(
      expected,
    )
  })

  it('names the parameter from an errors list', () => {
    const body = JSON.stringify({ errors: [{ message: 'size out of range', param: 'size' }] })
    expect(describeErrorResponse(400, 'application/json', body).parameter).toBe('size')
  })

  it('falls back to the status phrase for JSON without a message', () => {
    expect(describeErrorResponse(403, 'application/json', '{"code":17}').message).toBe(
      defaultMessageForStatus(403),
    )
  })

  it('uses trimmed, collapsed, clipped plain text', () => {
    expect(describeErrorResponse(400, 'text/plain', '  Missing   rows\n').message).toBe(
      'Missing rows',
    )
    const long = describeErrorResponse(400, 'text/plain', 'x'.repeat(5000)).message
    expect(long.length).toBeLessThanOrEqual(300)
    expect(long.endsWith('…')).toBe(true)
  })

  it('shows the title or heading of an HTML page, never markup', () => {
    const page =
      '<!DOCTYPE html><html><head><title>Service &amp; maintenance</title></head><body><h1>Down</h1></body></html>'
    expect(describeErrorResponse(503, 'text/html', page).message).toBe('Service & maintenance')
    const noTitle = '<html><body><h1>Upstream <b>exploded</b></h1><p>details</p></body></html>'
    expect(describeErrorResponse(500, 'text/html; charset=utf-8', noTitle).message).toBe(
      'Upstream exploded',
    )
  })

  it('replaces bare reason phrases and markup-only pages with the status sentence', () => {
    expect(
      describeErrorResponse(
        502,
        'text/html',
        '<html><head><title>502 Bad Gateway</title></head></html>',
      ).message,
    ).toBe(defaultMessageForStatus(502))
    expect(
      describeErrorResponse(500, 'text/html', '<html><body><p>oops</p></body></html>').message,
    ).toBe(defaultMessageForStatus(500))
    expect(
      describeErrorResponse(401, 'application/json', '{"title":"Unauthorized"}').message,
    ).toMatch(/^Your API key was rejected \(401\)/)
    expect(describeErrorResponse(404, 'text/plain', 'Not Found').message).toBe(
      defaultMessageForStatus(404),
    )
  })

  it.each([
    [401, /API key was rejected \(401\)/],
    [403, /\(403\)/],
    [404, /\(404\)/],
    [429, /Too many requests \(429\)/],
    [500, /\(500\)/],
    [502, /could not be reached \(502\)/],
    [504, /did not answer in time \(504\)/],
    [418, /\(418\)/],
  ])('has a standard phrase for an empty %i', (status, pattern) => {
    expect(describeErrorResponse(status, '', '   ').message).toMatch(pattern)
  })
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
