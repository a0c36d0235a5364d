import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useRef, useState, type FormEvent } from 'react'
import { isApiError } from '../../api/http'
import { MAX_QUERY_CHARS } from '../../api/query-limits'
import { failureComponent } from '../../components/failure-component'
import { askResearchMutation, researchAnswerQuery } from '../../api/research-queries'
import { researchAnswerSchema } from '../../api/schemas/research'
import { saveQuestion } from './history'
import { m } from '../../paraglide/messages.js'

// Why an ask failed, loaded with the first failure: the failure wording is not part of the
// research page's first load.
const AskFailure = failureComponent(() => import('./ask-failure'))

/**
 * The service accepts up to 2,000 characters, but it searches with a question's first dozen
 * distinct words: a longer text adds nothing, so a question is held to the app's one limit for
 * search text.
 */
export const QUESTION_MAX_LENGTH = MAX_QUERY_CHARS

export function AskForm({ initialQuestion = '' }: { initialQuestion?: string }) {
  const [question, setQuestion] = useState(initialQuestion)
  const [fieldError, setFieldError] = useState<string | undefined>()
  const field = useRef<HTMLTextAreaElement>(null)
  const ids = { counter: useId(), error: useId(), hint: useId() }
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const ask = useMutation({
    ...askResearchMutation(),
    onSuccess: (asked, sent) => {
      saveQuestion({
        token: asked.researchToken,
        question: sent.trim(),
        askedAt: new Date().toISOString(),
      })
      // The newer 202 form carries the whole job: the answer page starts from it without a request.
      const full = researchAnswerSchema.safeParse(asked)
      if (full.success)
        queryClient.setQueryData(researchAnswerQuery(asked.researchToken).queryKey, full.data)
      void navigate({ to: '/research/$token', params: { token: asked.researchToken } })
    },
  })

  const trimmed = question.trim()
  const tooLong = trimmed.length > QUESTION_MAX_LENGTH

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // Never a second job for one click: a pending ask ignores further submits.
    if (ask.isPending) return
    const problem = !trimmed
      ? m.research_enter_question()
      : tooLong
        ? m.research_shorten({ max: QUESTION_MAX_LENGTH })
        : undefined
    setFieldError(problem)
    if (problem) {
      field.current?.focus()
      return
    }
    ask.mutate(trimmed)
  }

  const serviceError = ask.error
  const questionRejected = isApiError(serviceError) && serviceError.parameter === 'question'
  const shownFieldError = fieldError ?? (questionRejected ? serviceError.message : undefined)
  const describedBy = [ids.hint, ids.counter, shownFieldError ? ids.error : '']
    .filter(Boolean)
    .join(' ')

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={m.research_ask_label()}>
      <div>
        <label htmlFor="research-question" className="block font-medium">
          {m.research_your_question()}
        </label>
        <p id={ids.hint} className="text-sm text-ink-muted">
          {m.research_ask_hint()}
        </p>
        <textarea
          id="research-question"
          ref={field}
          name="question"
          rows={3}
          required
          value={question}
          aria-invalid={shownFieldError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setQuestion(event.target.value)
            if (fieldError) setFieldError(undefined)
          }}
          // A question is one line of thought: Enter asks it, as in a search box; Shift+Enter
          // still breaks the line. (Not while an input method is composing a character.)
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
            event.preventDefault()
            event.currentTarget.form?.requestSubmit()
          }}
          className="mt-2 block w-full resize-y rounded border border-border-strong bg-surface px-3 py-2 text-ink placeholder:text-ink-subtle aria-invalid:border-danger"
        />
        <div className="mt-1 flex items-start justify-between gap-4 text-sm">
          <p id={ids.error} className="text-danger" role={shownFieldError ? 'alert' : undefined}>
            {shownFieldError}
          </p>
          <p
            id={ids.counter}
            className={`shrink-0 tabular-nums ${tooLong ? 'font-medium text-danger' : 'text-ink-subtle'}`}
          >
            {trimmed.length} / {QUESTION_MAX_LENGTH}
            <span className="sr-only"> {m.research_characters()}</span>
          </p>
        </div>
      </div>
      {serviceError && !questionRejected && <AskFailure error={serviceError} />}
      <button
        type="submit"
        disabled={ask.isPending}
        className="rounded bg-accent px-4 py-2 text-sm font-medium text-on-accent hover:bg-accent-strong disabled:opacity-60"
      >
        {ask.isPending ? m.research_asking() : m.research_ask()}
      </button>
    </form>
  )
}
