import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../api/http'
import { intersect, isUnknownId, nearestYears, noDataOf } from './no-data'

const notFound = (parameter: string, body: unknown) =>
  new ApiError({
    kind: 'http',
    status: 404,
    endpoint: '/v1/data/consumer-insights',
    message: 'No survey data',
    parameter,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('no-data answers', () => {
  it('read the years and countries each question was asked in', () => {
    const error = notFound('country', {
      detail: 'No survey data for country AUT',
      asked: [{ question_id: 'q1', years: [2023, 2021, 2022], countries: ['deu', 'FRA'] }],
    })
    expect(noDataOf(error)).toEqual({
      choice: 'country',
      asked: [{ questionId: 'q1', years: [2021, 2022, 2023], countries: ['DEU', 'FRA'] }],
    })
  })

  it('cope with a body that lists nothing, and tell unknown IDs apart', () => {
    expect(noDataOf(notFound('year', 'No data'))).toEqual({ choice: 'year', asked: [] })
    expect(noDataOf(notFound('rows', {}))).toBeUndefined()
    expect(isUnknownId(notFound('filters', {}))).toBe(true)
    expect(isUnknownId(notFound('year', {}))).toBe(false)
  })

  it('intersect what is known and find the nearest years', () => {
    expect(intersect([[1, 2, 3], undefined, [2, 3, 4]])).toEqual([2, 3])
    expect(intersect([undefined])).toBeUndefined()
    expect(nearestYears([2019, 2020, 2021, 2024], 2022, 3)).toEqual([2021, 2024, 2020])
    expect(nearestYears([2019, 2020, 2021, 2023], 2022, 2)).toEqual([2023, 2021])
  })
})
