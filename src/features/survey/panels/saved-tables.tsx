import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { formatDate } from '../../../lib/format'
import { SavedExports } from '../exports/saved-exports'
import { listButton, ListSaid, RenameForm, useSavedList } from './saved-list'
import { SharingChoice } from '../../../components/sharing-choice'
import {
  deleteTable,
  MAX_TABLE_NAME,
  renameTable,
  saveTable,
  shareTable,
  useSavedTables,
} from './saved-store'
import { SharedTables } from './shared-tables'
import { useSurveyAddress } from '../address/survey-address'
import { m } from '../../../paraglide/messages.js'

/** Name the current table and keep it with the account: list, open, rename, share, delete. */
export function SavedTables() {
  const { search, request } = useSurveyAddress()
  const tables = useSavedTables()
  // The write code is at hand before the first save: a reader may leave the page right after.
  useEffect(() => void import('../../../api/workspace-writes'), [])
  const [name, setName] = useState('')
  const inputId = useId()
  const nameField = useRef<HTMLInputElement>(null)
  // After the last entry's deletion, focus goes to the name field, or with no table to name,
  // to the line saying the list is empty.
  const empty = useRef<HTMLParagraphElement>(null)
  const fallback = request ? nameField : empty
  const { list, renaming, said, setSaid, startRename, endRename, deleted } = useSavedList(
    fallback,
    renameTable,
  )
  // The panel's name is on its disclosure (panel-disclosures.tsx).
  return (
    <div>
      <ListSaid said={said} />
      {request && (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            const saved = saveTable(name, search)
            if (saved) setSaid(m.survey_saved_said({ name: saved }))
            setName('')
          }}
        >
          <div>
            <label htmlFor={inputId} className="block text-sm text-ink-muted">
              {m.survey_saved_name_label()}
            </label>
            <input
              id={inputId}
              ref={nameField}
              value={name}
              maxLength={MAX_TABLE_NAME}
              onChange={(e) => setName(e.target.value)}
              className="mt-1 rounded border border-border-strong bg-surface px-2 py-1 text-sm"
            />
          </div>
          <button type="submit" className={listButton} disabled={!name.trim()}>
            {m.survey_saved_save_table()}
          </button>
        </form>
      )}
      {tables.length === 0 ? (
        <p ref={empty} tabIndex={-1} className="mt-2 text-sm text-ink-subtle">
          {m.survey_saved_none()}
        </p>
      ) : (
        <ul
          ref={list}
          className="mt-2 divide-y divide-border text-sm"
          aria-label={m.survey_saved_tables()}
        >
          {tables.map((t, index) => (
            <li key={t.id} className="flex flex-wrap items-center gap-2 py-1.5">
              {renaming === t.id ? (
                <RenameForm
                  name={t.name}
                  maxLength={MAX_TABLE_NAME}
                  onDone={(next) => endRename(t, next)}
                />
              ) : (
                <Link
                  to="/survey"
                  search={t.search}
                  className="min-w-[min(100%,12rem)] flex-1 text-accent-strong underline"
                >
                  {t.name}
                </Link>
              )}
              <span className="text-xs text-ink-subtle">
                {formatDate(t.savedAt, { local: true })}
              </span>
              <button
                type="button"
                className={listButton}
                aria-label={m.survey_saved_rename_name({ name: t.name })}
                data-rename={t.id}
                onClick={() => startRename(t.id)}
              >
                {m.survey_saved_rename()}
              </button>
              <SharingChoice
                sharing={t.sharing}
                name={t.name}
                onChange={(sharing) => shareTable(t.id, sharing)}
              />
              <button
                type="button"
                className={listButton}
                aria-label={m.survey_saved_delete_name({ name: t.name })}
                data-delete={t.id}
                onClick={() => {
                  deleteTable(t.id)
                  deleted(t, index)
                }}
              >
                {m.survey_saved_delete()}
              </button>
            </li>
          ))}
        </ul>
      )}
      {tables.length > 0 && <SavedExports tables={tables} />}
      <SharedTables />
    </div>
  )
}
