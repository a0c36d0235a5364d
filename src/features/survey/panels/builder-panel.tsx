import { useId, type DragEvent, type ReactNode } from 'react'
import { parseBanner } from '../address/banner-address'
import { ComparePicker } from '../compare/compare-picker'
import { placeChoices } from '../model/place-choices'
import { filterSentence, groupFilters } from '../model/filter-sentence'
import type { TableNaming } from '../questions/use-table-naming'
import { isAnswerId, isDimensionId } from '../address/search-params'
import { TabBookList } from '../tab-book/tab-book-list'
import { useBuilderActions, useSurveyAddress } from '../address/survey-address'
import { m } from '../../../paraglide/messages.js'

const chip =
  'inline-flex items-center gap-1 rounded border border-border bg-surface-muted px-2 py-0.5 text-sm'
const ghost = 'rounded border border-border px-2 py-1 text-sm hover:bg-surface-muted'

/** Rows, columns, filters, country and year: the pieces of the table, each removable. */
export function BuilderPanel({ naming }: { naming: TableNaming }) {
  const { search, filters } = useSurveyAddress()
  const { swap, clearAll, setRows, setColumns, removeBlock, addFilter, removeFilter } =
    useBuilderActions()
  const headingId = useId()
  const sentence = filterSentence(filters, naming.describe)
  return (
    <section aria-labelledby={headingId} className="rounded border border-border bg-surface p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {m.survey_table_heading()}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className={ghost}
            onClick={swap}
            disabled={!search.rows && !search.columns}
          >
            {m.survey_swap()}
          </button>
          <button type="button" className={ghost} onClick={clearAll}>
            {m.survey_clear_all()}
          </button>
        </div>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-[8rem_1fr]">
        <Slot name={m.survey_slot_rows()} onDrop={(id) => isDimensionId(id) && setRows(id)}>
          {search.rows ? (
            <Piece id={search.rows} naming={naming} onRemove={() => setRows(undefined)} />
          ) : (
            <Empty>{m.survey_rows_empty()}</Empty>
          )}
        </Slot>
        <Slot name={m.survey_slot_columns()} onDrop={(id) => isDimensionId(id) && setColumns(id)}>
          {search.columns ? (
            // With a banner (banner.ts) each column question is a block, each removable.
            <ul className="flex flex-wrap gap-2" aria-label={m.survey_column_questions()}>
              {[search.columns, ...parseBanner(search)].map((id) => (
                <li key={id}>
                  <Piece id={id} naming={naming} onRemove={() => removeBlock(id)} />
                </li>
              ))}
            </ul>
          ) : (
            <Empty>{m.survey_columns_empty()}</Empty>
          )}
        </Slot>
        <Slot name={m.survey_slot_filters()} onDrop={(id) => isAnswerId(id) && addFilter(id)}>
          {filters.length === 0 ? (
            <Empty>{m.survey_filters_empty()}</Empty>
          ) : (
            <div className="space-y-2">
              <p className="text-sm">
                <span className="text-ink-muted">{m.survey_respondents_who()} </span>
                <strong data-testid="filter-sentence">{sentence}</strong>
              </p>
              <ul className="flex flex-wrap gap-2" aria-label={m.survey_filter_answers()}>
                {groupFilters(filters).flatMap(({ answers }) =>
                  answers.map((id) => (
                    <li key={id}>
                      <Piece id={id} naming={naming} onRemove={() => removeFilter(id)} />
                    </li>
                  )),
                )}
              </ul>
            </div>
          )}
        </Slot>
      </dl>
      <TabBookList naming={naming} />
      <PlaceAndTime naming={naming} />
      <ComparePicker naming={naming} />
    </section>
  )
}

function Slot({
  name,
  children,
  onDrop,
}: {
  name: string
  children: ReactNode
  onDrop: (id: string) => void
}) {
  // Drag and drop is a shortcut; every drop has a button equivalent in the search results.
  const drop = (e: DragEvent) => {
    e.preventDefault()
    onDrop(e.dataTransfer.getData('text/plain'))
  }
  return (
    <>
      <dt className="pt-1 text-sm font-medium text-ink-muted">{name}</dt>
      <dd
        className="min-h-9 rounded border border-dashed border-border-strong px-2 py-1"
        onDragOver={(e) => e.preventDefault()}
        onDrop={drop}
      >
        {children}
      </dd>
    </>
  )
}

function Empty({ children }: { children: ReactNode }) {
  return <span className="text-sm text-ink-subtle">{children}</span>
}

function Piece({
  id,
  naming,
  onRemove,
}: {
  id: string
  naming: TableNaming
  onRemove: () => void
}) {
  const name = naming.describe(id)
  const info = naming.info(id)
  const unnamed = naming.unnamed(id)
  return (
    <span className={chip}>
      <span title={unnamed ?? info?.label}>{name}</span>
      {unnamed && <span className="text-xs text-ink-subtle">({unnamed})</span>}
      {info?.type === 'multi-pick' && (
        <span className="text-xs text-ink-subtle">{m.survey_multi_short()}</span>
      )}
      <button
        type="button"
        aria-label={m.survey_remove({ name })}
        onClick={onRemove}
        className="inline-flex min-h-6 min-w-6 items-center justify-center rounded px-1 text-ink-muted hover:bg-surface hover:text-danger"
      >
        ×
      </button>
    </span>
  )
}

function PlaceAndTime({ naming }: { naming: TableNaming }) {
  const { search, filters } = useSurveyAddress()
  const { setCountry, setYear } = useBuilderActions()
  const countryId = useId()
  const yearId = useId()
  const ids = [search.rows, search.columns, ...parseBanner(search), ...filters].filter(
    (x): x is string => !!x,
  )
  const choices = placeChoices(naming, ids, search.country, search.year)
  const why = m.survey_no_data_for()
  return (
    <div className="mt-3 flex flex-wrap gap-4">
      <div className="min-w-0 max-w-full">
        <label htmlFor={countryId} className="block text-sm text-ink-muted">
          {m.survey_country()}
        </label>
        <select
          id={countryId}
          value={search.country ?? ''}
          onChange={(e) => setCountry(e.target.value || undefined)}
          className="mt-1 max-w-full rounded border border-border-strong bg-surface px-2 py-1.5 text-sm"
        >
          <option value="">{m.survey_all_countries()}</option>
          {choices.countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} · {c.code}
            </option>
          ))}
          {choices.otherCountries.length > 0 && (
            <optgroup label={why}>
              {choices.otherCountries.map((c) => (
                <option key={c.code} value={c.code} disabled>
                  {c.name} · {c.code} {m.survey_no_data_suffix()}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </div>
      <div>
        <label htmlFor={yearId} className="block text-sm text-ink-muted">
          {m.survey_year()}
        </label>
        <select
          id={yearId}
          value={search.year ?? ''}
          onChange={(e) => setYear(e.target.value ? Number(e.target.value) : undefined)}
          className="mt-1 rounded border border-border-strong bg-surface px-2 py-1.5 text-sm tabular-nums"
        >
          <option value="">{m.survey_latest_year()}</option>
          {choices.years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
          {choices.otherYears.length > 0 && (
            <optgroup label={why}>
              {choices.otherYears.map((y) => (
                <option key={y} value={y} disabled>
                  {y} {m.survey_no_data_suffix()}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </div>
    </div>
  )
}
