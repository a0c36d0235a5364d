import { useEffect, useRef, useState } from 'react'
import type { Citable } from '../lib/citation/citable'
import { setCitationPreference, useCitationPreference } from '../lib/citation/preference'
import {
  CITATION_FILES,
  CITATION_LANGUAGES,
  CITATION_STYLES,
  type CitationFile,
} from '../lib/citation/styles'
import { codeNotLoaded } from '../lib/code-download'
import { copyToClipboard } from '../lib/clipboard'
import { exportLine } from '../lib/export/export-line'
import { downloadFile, fileStem } from '../lib/download'

import type * as RenderModule from '../lib/citation/render'
import { m } from '../paraglide/messages.js'

type Render = typeof RenderModule

// The CSL processor and style files are loaded the first time someone opens a citation.
let renderModule: Promise<Render> | undefined
function loadRender(): Promise<Render> {
  renderModule ??= import('../lib/citation/render').catch((error: unknown) => {
    renderModule = undefined
    throw error
  })
  return renderModule
}

type Output =
  { state: 'loading' } | { state: 'ready'; text: string } | { state: 'failed'; message: string }

type Status =
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string; text?: string | undefined }
  | undefined

const button = 'rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted'

/** The panel behind "Cite": its own chunk, loaded when a reader first opens it. */
export default function CitationPanel({
  id,
  items,
  name,
}: {
  id: string
  items: () => Citable[]
  name: string
}) {
  const { style, language } = useCitationPreference()
  const [citables] = useState(items)
  // The output belongs to the style and language it was made in; another choice is loading.
  const shown = `${style}|${language}`
  const [made, setMade] = useState<{ key: string; output: Output }>()
  const output: Output = made?.key === shown ? made.output : { state: 'loading' }
  const [status, setStatus] = useState<Status>()
  const manual = useRef<HTMLTextAreaElement>(null)
  const plural = citables.length > 1

  useEffect(() => {
    let current = true
    const key = `${style}|${language}`
    const setOutput = (output: Output) => current && setMade({ key, output })
    loadRender()
      .then((render) => render.formatCitations(citables, style, language))
      .then((text) => setOutput({ state: 'ready', text }))
      .catch(() =>
        setOutput({
          state: 'failed',
          message: codeNotLoaded(m.cite_styles_part()),
        }),
      )
    return () => {
      current = false
    }
  }, [citables, style, language])

  useEffect(() => {
    if (status?.kind === 'failed' && status.text) manual.current?.select()
  }, [status])

  const copy = async () => {
    if (output.state !== 'ready') return
    if (await copyToClipboard(output.text))
      setStatus({ kind: 'done', message: plural ? m.cite_copied_many() : m.cite_copied_one() })
    else setStatus({ kind: 'failed', message: m.cite_copy_refused(), text: output.text })
  }

  const download = async (file: CitationFile | 'text') => {
    try {
      if (file === 'text') {
        if (output.state !== 'ready') return
        downloadFile(`${output.text}\n`, `${fileStem(name)}-${style}.txt`, 'text/plain')
        setStatus({ kind: 'done', message: m.cite_downloaded_many() })
        return
      }
      const spec = CITATION_FILES.find((f) => f.id === file)!
      const render = await loadRender()
      downloadFile(
        render.citationFile(citables, file),
        `${fileStem(name)}.${spec.extension}`,
        spec.type,
      )
      setStatus({ kind: 'done', message: exportLine({ done: true, file: spec.label }) })
    } catch {
      setStatus({
        kind: 'failed',
        message: exportLine({
          done: false,
          file: CITATION_FILES.find((f) => f.id === file)?.label ?? 'TXT',
          reason: codeNotLoaded(m.cite_tools_part()),
        }),
      })
    }
  }

  const select = 'rounded border border-border-strong bg-surface px-2 py-1 text-sm'
  return (
    <section
      id={id}
      aria-label={plural ? m.cite_region_many() : m.cite_region_one()}
      className="mt-2 space-y-3 rounded border border-border bg-surface-muted/50 p-3"
    >
      <div className="flex flex-wrap gap-3">
        <label className="flex items-center gap-2 text-sm">
          {m.cite_style()}
          <select
            className={select}
            value={style}
            onChange={(e) => setCitationPreference({ style: e.target.value as typeof style })}
          >
            {CITATION_STYLES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          {m.cite_language()}
          <select
            className={select}
            value={language}
            onChange={(e) => setCitationPreference({ language: e.target.value as typeof language })}
          >
            {CITATION_LANGUAGES.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {output.state === 'loading' && (
        <p role="status" className="text-sm text-ink-muted">
          {m.cite_formatting()}
        </p>
      )}
      {output.state === 'failed' && (
        <p role="alert" className="text-sm text-danger">
          {output.message}
        </p>
      )}
      {output.state === 'ready' && (
        <div
          data-testid="citation-text"
          className="space-y-2 rounded bg-surface p-2 text-sm break-words whitespace-pre-line text-ink"
        >
          {output.text}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={button}
          disabled={output.state !== 'ready'}
          onClick={() => void copy()}
        >
          {plural ? m.cite_copy_many() : m.cite_copy_one()}
        </button>
        {plural && (
          <button
            type="button"
            className={button}
            disabled={output.state !== 'ready'}
            onClick={() => void download('text')}
          >
            {m.cite_download_many()}
          </button>
        )}
        {CITATION_FILES.map((file) => (
          <button
            key={file.id}
            type="button"
            className={button}
            onClick={() => void download(file.id)}
          >
            {file.label}
          </button>
        ))}
      </div>
      {status?.kind === 'done' && (
        <p role="status" className="text-sm text-success">
          {status.message}
        </p>
      )}
      {status?.kind === 'failed' && (
        <div role="alert" className="space-y-2 rounded border border-danger/40 bg-danger-soft p-2">
          <p className="text-sm text-danger">{status.message}</p>
          {status.text && (
            <textarea
              ref={manual}
              readOnly
              aria-label={m.cite_text_to_copy()}
              value={status.text}
              rows={Math.min(8, status.text.split('\n').length + 2)}
              className="w-full rounded border border-border bg-surface p-2 text-sm text-ink"
            />
          )}
        </div>
      )}
    </section>
  )
}
