/** Test data: research answers shaped like the service's, at any status. */
export const TOKEN = 'tok_123'

export function answerAt(status: string, overrides: Partial<AnswerJson> = {}): AnswerJson {
  const done = status === 'done'
  return {
    researchToken: TOKEN,
    state: {
      status,
      isError: false,
      isBlockedContent: false,
      isLimitReached: false,
      isHidden: false,
      isPublic: false,
      limitsReached: [],
      qualityScore: done ? 0.9 : null,
    },
    request: { question: 'How many electric vehicles were sold?' },
    response: {
      title: done ? 'How many electric vehicles were sold' : '',
      answer: done ? '<p>The catalogue holds <strong>2</strong> sources.</p>' : null,
      errorMessage: null,
      keyFacts: done
        ? [
            { title: 'Matching sources', type: 'count', unit: 'items', value: '2' },
            { title: 'Share of premium sources', type: 'percentage', unit: '%', value: '50' },
          ]
        : null,
      sources: done
        ? [
            {
              contentId: '1',
              contentType: 'statistic',
              title: 'EV sales in Europe',
              source: 'ACEA',
              locale: 'english',
              releasedAt: '2026-03-01T00:00:00Z',
              updatedAt: '2026-04-01T00:00:00Z',
              url: 'https://example.com/statistics/1',
              isCharged: true,
              text: 'Sales grew.',
            },
            {
              contentId: '2',
              contentType: 'study',
              title: 'A source with a script address',
              locale: 'german',
              url: 'javascript:alert(1)',
            },
          ]
        : [],
    },
    metaInformation: {
      requestedAt: '2026-11-22T10:00:00Z',
      answeredAt: done ? '2026-11-22T10:00:06Z' : null,
      chainVersion: 'x',
      isResearchOwner: true,
    },
    usage_limits: [{ limit: 50, limitation_period: 'day', usage: 3 }],
    ...overrides,
  }
}

export interface AnswerJson {
  researchToken: string
  state: Record<string, unknown> & { status: string }
  request: { question: string }
  response: Record<string, unknown>
  metaInformation: Record<string, unknown>
  usage_limits: Record<string, unknown>[]
}

export function stoppedAnswer(
  status: string,
  flags: Record<string, boolean>,
  errorMessage: string,
): AnswerJson {
  const base = answerAt(status)
  return {
    ...base,
    state: { ...base.state, isError: true, ...flags },
    response: { ...base.response, errorMessage },
  }
}
