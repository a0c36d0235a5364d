import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useRef, useState, type FormEvent } from 'react'
import { isApiError } from '../../api/http'
import { askResearchMutation, researchAnswerQuery } from '../../api/research-queries'
import { researchAnswerSchema } from '../../api/schemas'
import { saveQuestion } from './history'

/**
 * The service accepts up to 2,000 characters, but it searches with a question's first dozen
 * distinct words: a longer text adds nothing, so the form keeps questions readable.
 */
export const QUESTION_MAX_LENGTH = 1000

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
      ? 'Enter a question.'
      : tooLong
        ? `Shorten the question to ${QUESTION_MAX_LENGTH} characters or fewer.`
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
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Ask a research question">
      <div>
        <label htmlFor="research-question" className="block font-medium">
          Your question
        </label>
        <p id={ids.hint} className="text-sm text-ink-muted">
          Ask in words, e.g. “How many electric vehicles were sold in Europe?”. The answer cites
          statistics, studies and market insights from the catalogue.
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
            <span className="sr-only"> characters</span>
          </p>
        </div>
      </div>
      {serviceError && !questionRejected && (
        <div role="alert" className="rounded border border-danger/40 bg-danger-soft p-3 text-sm">
          <p className="font-semibold text-danger">{askErrorTitle(serviceError)}</p>
          <p className="mt-1 text-ink">{serviceError.message}</p>
        </div>
      )}
      <button
        type="submit"
        disabled={ask.isPending}
        className="rounded bg-accent px-4 py-2 text-sm font-medium text-on-accent hover:bg-accent-strong disabled:opacity-60"
      >
        {ask.isPending ? 'Asking…' : 'Ask'}
      </button>
    </form>
  )
}

function askErrorTitle(error: Error): string {
  const status = isApiError(error) ? error.status : 0
  if (status === 403 && /limit/i.test(error.message)) return 'Question limit reached (403)'
  if (status === 401 || status === 403) return `Research questions are not available (${status})`
  if (status === 429) return 'Too many questions at once (429)'
  // The question may have reached the service; asking again could start a second job.
  if (isApiError(error) && error.kind === 'timeout')
    return 'The service did not confirm the question'
  return 'The question was not sent'
}
