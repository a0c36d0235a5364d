import { useEffect } from 'react'
import { rememberAsked } from '../questions/asked-store'
import { intersect, nearestYears, type NoData } from '../model/no-data'
import { useBuilderActions, useSurveyAddress } from '../address/survey-address'
import type { TableNaming } from '../questions/use-table-naming'
import { m } from '../../../paraglide/messages.js'

const MAX_OFFERED = 6
const button =
  'rounded border border-border-strong bg-surface px-2 py-1 text-sm hover:bg-surface-muted'

/**
 * The service has no data for this year or country. Says which choice to change, in words,
 * and offers the nearest choices that hold data for every question of the table; never a
 * retry of the request the service has just declined.
 */
export function NoDataState({ noData, naming }: { noData: NoData; naming: TableNaming }) {
  useEffect(() => rememberAsked(noData.asked), [noData])
  const { search, filters } = useSurveyAddress()
  const { setCountry, setYear } = useBuilderActions()
  const ids = [search.rows, search.columns, ...filters].filter((x): x is string => !!x)
  const where = naming.where(ids)
  const thisYear = new Date().getUTCFullYear()
  const place = search.country ? naming.countryName(search.country) : m.survey_all_countries_lower()
  const year = search.year ?? thisYear
  const questions = noData.asked.map((a) => {
    const name = naming.describe(a.questionId)
    const years = a.years ? span(a.years) : undefined
    const countries = a.countries?.map(naming.countryName).join(', ')
    return m.survey_was_asked({
      name,
      years: years ? m.survey_in_place({ place: years }) : '',
      countries: countries ? m.survey_in_place({ place: countries }) : '',
    })
  })
  const country = noData.choice === 'country'
  // What this answer lists, else what the builder knew before it.
  const listedYears = intersect(noData.asked.map((a) => a.years)) ?? where.years
  const listedCountries = intersect(noData.asked.map((a) => a.countries)) ?? where.countries
  const offered = country
    ? (listedCountries ?? []).slice(0, MAX_OFFERED)
    : listedYears
      ? nearestYears(listedYears, year, MAX_OFFERED).sort((a, b) => b - a)
      : []
  const listed = country ? listedCountries !== undefined : listedYears !== undefined
  return (
    <div role="alert" className="rounded border border-warning/50 bg-warning-soft p-4 text-sm">
      <p className="font-medium">
        {country
          ? m.survey_no_data_country({ place })
          : m.survey_no_data_year({
              year,
              place: search.country ? m.survey_in_place({ place }) : '',
            })}
      </p>
      {questions.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {questions.map((q) => (
            <li key={q}>{q}</li>
          ))}
        </ul>
      )}
      {listed && offered.length === 0 ? (
        <p className="mt-2">
          {country ? m.survey_never_together_country() : m.survey_never_together_year()}
        </p>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {offered.length > 0 && (
            <span>{country ? m.survey_countries_with_data() : m.survey_nearest_years()}</span>
          )}
          {offered.map((value) =>
            typeof value === 'string' ? (
              <button
                key={value}
                type="button"
                className={button}
                onClick={() => setCountry(value)}
              >
                {naming.countryName(value)}{' '}
                <small className="text-xs text-ink-subtle">{value}</small>
              </button>
            ) : (
              <button key={value} type="button" className={button} onClick={() => setYear(value)}>
                {value}
              </button>
            ),
          )}
          {country ? (
            <button type="button" className={button} onClick={() => setCountry(undefined)}>
              {m.survey_all_countries()}
            </button>
          ) : (
            offered.length === 0 && <span>{m.survey_choose_year_above()}</span>
          )}
        </div>
      )}
    </div>
  )
}

function span(years: readonly number[]): string {
  const first = years[0]
  const last = years[years.length - 1]
  const contiguous = first !== undefined && last !== undefined && last - first + 1 === years.length
  if (first === last) return String(first)
  return contiguous ? `${first}–${last}` : years.join(', ')
}
