import { useId, useRef, useState, useEffect } from 'react'
import { AUDIENCE_CREDITS } from '../address/audience-address'
import {
  MAX_AUDIENCE_NAME,
  MAX_AUDIENCES,
  cleanAudienceName,
  type Audience,
} from '../address/audience-address'
import { deleteAudience, renameAudience, saveAudience, useSavedAudiences } from './audience-store'
import { listButton, ListSaid, listInput, RenameForm, useSavedList } from '../panels/saved-list'
import { filterSentence } from '../model/filter-sentence'
import type { AudienceAddress } from '../address/use-audience-address'
import { useSurveyAddress } from '../address/survey-address'
import type { TableNaming } from '../questions/use-table-naming'
import { useAudienceNames } from './use-audience-tables'
import { formatCount } from '../../../lib/format'
import { m } from '../../../paraglide/messages.js'

const sameAnswers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id))

/**
 * Audiences: the table's filters saved under a name, kept with the account, and picked as the
 * table's columns (each one a data table, its cost named on the button that asks for it).
 */
export function AudiencePanel({
  naming,
  address,
}: {
  naming: TableNaming
  address: AudienceAddress
}) {
  const nameId = useId()
  const { filters, request } = useSurveyAddress()
  const { audiences, setAudiences } = address
  // Names audience answers, also of questions the table does not hold. The audience columns
  // below the table (audience-columns.tsx) ask the same queries: the cache answers both.
  const { describe } = useAudienceNames(request, audiences, naming)
  const saved = useSavedAudiences()
  // The write code is at hand before the first save: a reader may leave the page right after.
  useEffect(() => void import('../../../api/workspace-writes'), [])
  const sentence = filterSentence(filters, naming.describe)
  // The name field starts as the filter sentence; the reader's edits are kept while the
  // filters stay the same.
  const [draft, setDraft] = useState<{ filters: string; name: string }>()
  const name =
    draft?.filters === filters.join(',') ? draft.name : sentence.slice(0, MAX_AUDIENCE_NAME)
  const savedHeading = useRef<HTMLHeadingElement>(null)
  const { list, renaming, said, setSaid, startRename, endRename, deleted } = useSavedList(
    savedHeading,
    renameAudience,
  )
  const credits = formatCount(AUDIENCE_CREDITS)
  const full = audiences.length >= MAX_AUDIENCES
  const inTable = (a: Audience) =>
    audiences.some((b) => b.name.toLowerCase() === a.name.toLowerCase())
  const add = (a: Audience) => {
    if (inTable(a) || full) return
    setAudiences([...audiences, { name: a.name, answers: a.answers }])
    setSaid(m.survey_audience_added({ name: a.name }))
  }
  const remove = (a: Audience) => {
    setAudiences(audiences.filter((b) => b.name !== a.name))
    setSaid(m.survey_audience_removed({ name: a.name }))
  }
  const saveCurrent = (asColumn: boolean) => {
    const clean = cleanAudienceName(name)
    if (!clean || filters.length === 0) return
    const audience = { name: clean, answers: [...filters] }
    saveAudience(audience, sentence)
    if (asColumn) add(audience)
    else setSaid(m.survey_saved_said({ name: clean }))
  }
  const isSaved = (a: Audience) =>
    saved.some((s) => s.name === a.name && sameAnswers(s.answers, a.answers))

  // The panel's name and the address notice are on its disclosure (panel-disclosures.tsx).
  return (
    <div>
      <p className="text-sm text-ink-muted">{m.survey_audience_intro({ credits })}</p>
      <ListSaid said={said} />

      {audiences.length > 0 && (
        <div className="mt-3">
          <h3 className="text-sm font-medium">
            {m.survey_audience_columns_count({
              count: formatCount(audiences.length),
              max: formatCount(MAX_AUDIENCES),
            })}
          </h3>
          <ul className="mt-1 space-y-1 text-sm" aria-label={m.survey_audience_columns()}>
            {audiences.map((a) => (
              <li key={a.name} className="flex flex-wrap items-center gap-2">
                <strong>{a.name}</strong>
                <span className="text-ink-muted" data-testid="audience-sentence">
                  {filterSentence(a.answers, describe)}
                </span>
                {!isSaved(a) && (
                  <button
                    type="button"
                    className={listButton}
                    onClick={() => (
                      saveAudience(a, filterSentence(a.answers, describe)),
                      setSaid(m.survey_saved_said({ name: a.name }))
                    )}
                  >
                    {m.survey_audience_save()}
                    <span className="sr-only"> {a.name}</span>
                  </button>
                )}
                <button
                  type="button"
                  className={listButton}
                  aria-label={m.survey_audience_remove_name({ name: a.name })}
                  onClick={() => remove(a)}
                >
                  {m.survey_remove_button()}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {filters.length > 0 && (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            saveCurrent(!full)
          }}
        >
          <div className="min-w-0 max-w-full flex-1 basis-64">
            <label htmlFor={nameId} className="block text-sm text-ink-muted">
              {m.survey_audience_name_label()}
            </label>
            <input
              id={nameId}
              required
              value={name}
              maxLength={MAX_AUDIENCE_NAME}
              onChange={(e) => setDraft({ filters: filters.join(','), name: e.target.value })}
              className={`mt-1 w-full ${listInput}`}
            />
          </div>
          <button type="submit" className={listButton} disabled={!cleanAudienceName(name) || full}>
            {m.survey_audience_save_add({ credits })}
          </button>
          <button
            type="button"
            className={listButton}
            disabled={!cleanAudienceName(name)}
            onClick={() => saveCurrent(false)}
          >
            {m.survey_audience_save_only()}
          </button>
        </form>
      )}
      {filters.length === 0 && audiences.length === 0 && (
        <p className="mt-2 text-sm text-ink-subtle">{m.survey_audience_hint()}</p>
      )}

      <h3 ref={savedHeading} tabIndex={-1} className="mt-3 text-sm font-medium">
        {m.survey_audience_saved_heading()}
      </h3>
      {saved.length === 0 ? (
        <p className="mt-1 text-sm text-ink-subtle">{m.survey_audience_none_saved()}</p>
      ) : (
        <ul
          ref={list}
          className="mt-1 divide-y divide-border text-sm"
          aria-label={m.survey_audience_saved_heading()}
        >
          {saved.map((a, index) => (
            <li key={a.id} className="flex flex-wrap items-center gap-2 py-1.5">
              {renaming === a.id ? (
                <RenameForm
                  name={a.name}
                  maxLength={MAX_AUDIENCE_NAME}
                  onDone={(next) => endRename(a, next)}
                />
              ) : (
                <span className="min-w-[min(100%,12rem)] flex-1">
                  <strong>{a.name}</strong>{' '}
                  <span className="text-ink-muted">
                    {a.sentence || filterSentence(a.answers, describe)}
                  </span>
                </span>
              )}
              <button
                type="button"
                className={listButton}
                disabled={inTable(a) || full}
                onClick={() => add(a)}
                aria-label={m.survey_audience_add_name({ name: a.name, credits })}
              >
                {inTable(a) ? m.survey_audience_in_table() : m.survey_audience_add({ credits })}
              </button>
              <button
                type="button"
                className={listButton}
                aria-label={m.survey_saved_rename_name({ name: a.name })}
                data-rename={a.id}
                onClick={() => startRename(a.id)}
              >
                {m.survey_saved_rename()}
              </button>
              <button
                type="button"
                className={listButton}
                aria-label={m.survey_saved_delete_name({ name: a.name })}
                data-delete={a.id}
                onClick={() => {
                  deleteAudience(a.id)
                  deleted(a, index)
                }}
              >
                {m.survey_saved_delete()}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
