// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, type ApiErrorInit } from './api-error'
import { setLocaleSource } from '../lib/i18n/locale'
import { describeFailure, failureLine, statusSentence, waitAdvice } from './describe-failure'

const NOW = Date.parse('2026-11-23T20:00:00Z')

function http(status: number, extra: Partial<ApiErrorInit> = {}): ApiError {
  return new ApiError({
    kind: 'http',
    endpoint: '/v1/studies',
    status,
    message: extra.serviceMessage ?? statusSentence(status),
    ...extra,
  })
}

describe('describeFailure, by status', () => {
  it.each([
    [400, 'invalid', /rejected the request as invalid \(400\)/, false],
    [401, 'unauthorized', /^The API key was rejected \(401\)$/, true],
    [403, 'forbidden', /^The API key may not do this \(403\)$/, true],
    [404, 'not-found', /^Not found \(404\)$/, true],
    [408, 'timeout', /took too long \(408\)/, true],
    [409, 'conflict', /conflicts .* \(409\)/, true],
    [422, 'unprocessable', /cannot process this request \(422\)/, false],
    [429, 'rate-limited', /^Too many requests \(429\)$/, true],
    [418, 'refused', /^The request was refused \(418\)$/, false],
    [500, 'server-error', /^The service failed \(500\)$/, true],
    [502, 'unreachable-service', /could not be reached \(502\)/, true],
    [503, 'server-error', /^The service failed \(503\)$/, true],
    [504, 'timeout', /did not answer in time \(504\)/, true],
  ] as const)('%i is %s, titled with its status, retry %s', (status, kind, title, retry) => {
    const failure = describeFailure(http(status), {}, NOW)
    expect(failure).toMatchObject({ kind, status, retry, detail: '' })
    expect(failure.title).toMatch(title)
    expect(failure.advice.length).toBeGreaterThan(10)
  })

  it('names the parameter a 400 or 422 rejected', () => {
    expect(describeFailure(http(400, { parameter: 'size' })).title).toBe(
      'The service rejected the value of “size” (400)',
    )
    expect(describeFailure(http(422, { parameter: 'year' })).title).toMatch(/“year” \(422\)/)
  })

  it('keeps the service’s own words as the detail', () => {
    const failure = describeFailure(http(401, { serviceMessage: 'The API key k-1 is not valid.' }))
    expect(failure.title).toBe('The API key was rejected (401)')
    expect(failure.detail).toBe('The API key k-1 is not valid.')
    expect(failureLine(failure)).toBe(
      'The API key was rejected (401): The API key k-1 is not valid.',
    )
  })

  it('tells a package limit (403 naming a limit) from a missing permission', () => {
    const limit = describeFailure(
      http(403, { serviceMessage: 'The research question limit of this package is reached.' }),
    )
    expect(limit).toMatchObject({ kind: 'package-limit', retry: false })
    expect(limit.title).toMatch(/limit .* reached \(403\)/)
    const missing = describeFailure(
      http(403, { serviceMessage: 'This API package does not include this endpoint.' }),
    )
    expect(missing.kind).toBe('forbidden')
  })
})

describe('describeFailure for this server’s own refusals', () => {
  it('says a page past this server’s paging depth is that, not an invalid request', () => {
    const detail = 'This asks for results up to number 99,990; paging stops at 1,000.'
    expect(describeFailure(http(400, { serviceMessage: detail, reach: 1000 }))).toMatchObject({
      kind: 'too-deep',
      title: 'Too far into the results (400)',
      detail,
      retry: false,
      reach: 1000,
    })
    // The service's own 400 stays a rejected request.
    expect(describeFailure(http(400, { serviceMessage: detail })).kind).toBe('invalid')
  })

  it('says a 401 for want of a session is a sign-in, not a rejected key', () => {
    const failure = describeFailure(
      http(401, { serviceMessage: 'Sign in to use this.', signIn: '/sign-in?next=%2Fapi' }),
    )
    expect(failure).toMatchObject({
      kind: 'signed-out',
      title: 'You are signed out (401)',
      detail: 'Sign in to use this.',
      signIn: '/sign-in?next=%2Fapi',
      retry: true,
    })
  })
})

describe('describeFailure, Retry-After on 429', () => {
  it.each([
    [undefined, 'Wait a moment, then retry.', true],
    [1_000, 'Wait 1 second, then retry.', true],
    [7_000, 'Wait 7 seconds, then retry.', true],
    [120_000, 'Try again in about 2 minutes.', false],
    [4 * 3600_000, 'Try again after 00:00 UTC (in about 4 hours), when the limit resets.', false],
  ])('after %s ms says “%s” (retry button: %s)', (retryAfterMs, advice, retry) => {
    const failure = describeFailure(
      http(429, retryAfterMs === undefined ? {} : { retryAfterMs }),
      {},
      NOW,
    )
    expect(failure.advice).toBe(advice)
    expect(failure.retry).toBe(retry)
  })

  it('says a long wait as a usage limit, and names the day when it is a day or more away', () => {
    expect(describeFailure(http(429, { retryAfterMs: 3600_000 }), {}, NOW).title).toBe(
      'A usage limit is reached (429)',
    )
    expect(waitAdvice(30 * 3600_000, NOW)).toBe(
      'Try again after 2026-11-25 02:00 UTC, when the limit resets.',
    )
  })
})

describe('describeFailure without an HTTP answer', () => {
  it('says a network failure plainly, without a status', () => {
    const failure = describeFailure(
      new ApiError({ kind: 'network', endpoint: '/v1/studies', message: 'Could not reach' }),
    )
    expect(failure).toMatchObject({
      kind: 'network',
      status: 0,
      title: 'The server could not be reached',
      retry: true,
    })
    expect(failure.advice).toMatch(/connection/)
  })

  it('says a timeout with the client’s own limit as the detail', () => {
    const failure = describeFailure(
      new ApiError({
        kind: 'timeout',
        endpoint: '/v1/studies',
        message: 'No complete answer within 30 seconds.',
      }),
    )
    expect(failure).toMatchObject({
      kind: 'timeout',
      title: 'The service did not answer in time',
      detail: 'No complete answer within 30 seconds.',
      retry: true,
    })
  })

  it('says an unreadable answer and keeps where it broke', () => {
    const failure = describeFailure(
      new ApiError({
        kind: 'parse',
        endpoint: '/v1/studies',
        status: 200,
        message: 'The service sent a response from /v1/studies that is not JSON.',
      }),
    )
    expect(failure.kind).toBe('unreadable')
    expect(failure.title).toMatch(/cannot read/)
    expect(failure.detail).toMatch(/not JSON/)
  })

  it('names an unexpected error by its message, never “something went wrong”', () => {
    const failure = describeFailure(new TypeError('x is undefined'))
    expect(failure).toMatchObject({ kind: 'unexpected', detail: 'x is undefined', retry: true })
    expect(failure.title).not.toMatch(/something went wrong/i)
    expect(describeFailure('plain string').detail).toBe('plain string')
  })
})

describe('a part of the app that did not download', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://dds.example/assets/survey-x1.js',
    'error loading dynamically imported module: https://dds.example/assets/survey-x1.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/survey-x1.css',
  ])('says a reload is the way on, not a retry: %s', (message) => {
    const failure = describeFailure(new TypeError(message))
    expect(failure).toMatchObject({ kind: 'code', retry: false, status: 0 })
    expect(failure.advice).toMatch(/Reload the page/)
    expect(failure.detail).toMatch(/new version was deployed/)
  })

  it('also when a loader wrapped the browser’s error in its own', () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/a.js')
    expect(describeFailure(new Error('The tab book did not open', { cause })).kind).toBe('code')
    expect(describeFailure(new Error('The tab book did not open')).kind).toBe('unexpected')
  })
})

describe('a feature’s own wording', () => {
  it('replaces only the kinds it names, statically or from the failure', () => {
    const wording = {
      kinds: {
        'not-found': (f: { status: number }) => ({ title: `No table here (${f.status})` }),
        unauthorized: { advice: 'Ask your administrator.' },
      },
    }
    expect(describeFailure(http(404), wording).title).toBe('No table here (404)')
    const unauthorized = describeFailure(http(401), wording)
    expect(unauthorized.title).toBe('The API key was rejected (401)')
    expect(unauthorized.advice).toBe('Ask your administrator.')
    expect(describeFailure(http(500), wording).title).toBe('The service failed (500)')
  })

  it('gives advice by the rejected parameter', () => {
    const wording = { parameters: { year: 'Choose another year.' } }
    expect(describeFailure(http(400, { parameter: 'year' }), wording).advice).toBe(
      'Choose another year.',
    )
    expect(describeFailure(http(400, { parameter: 'rows' }), wording).advice).toBe(
      'Change that setting, then try again.',
    )
  })
})

describe('failures on a German page', () => {
  afterEach(() => setLocaleSource(() => 'en'))

  it('says what happened and what to do in German, with the status and the parameter', () => {
    setLocaleSource(() => 'de')
    expect(describeFailure(http(502), {}, NOW)).toMatchObject({
      title: 'Der Data Discovery Service ist nicht erreichbar (502)',
      advice:
        'Der Dienst oder die Verbindung zu ihm ist ausgefallen. Versuchen Sie es gleich noch einmal.',
    })
    expect(describeFailure(http(400, { parameter: 'q' }), {}, NOW).title).toBe(
      'Der Dienst hat den Wert von „q“ abgelehnt (400)',
    )
    expect(describeFailure(http(503), {}, NOW).title).toBe(
      'Der Dienst hat einen Fehler gemeldet (503)',
    )
  })

  it('counts a short wait in German plurals and names a later one by its UTC time', () => {
    setLocaleSource(() => 'de')
    expect(waitAdvice(1_000, NOW)).toBe('Warten Sie 1 Sekunde und versuchen Sie es dann erneut.')
    expect(waitAdvice(7_000, NOW)).toBe('Warten Sie 7 Sekunden und versuchen Sie es dann erneut.')
    expect(waitAdvice(4 * 3600_000, NOW)).toBe(
      'Versuchen Sie es nach 00:00 Uhr UTC erneut (in etwa 4 Stunden), dann ist das Limit zurückgesetzt.',
    )
  })

  it('says a network failure and a part that did not download in German', () => {
    setLocaleSource(() => 'de')
    const network = new ApiError({ kind: 'network', endpoint: '/v1/studies', message: 'x' })
    expect(describeFailure(network).title).toBe('Der Server ist nicht erreichbar')
    const code = describeFailure(new TypeError('Importing a module script failed.'))
    expect(code.advice).toBe('Laden Sie die Seite neu, um es erneut zu versuchen.')
  })
})
