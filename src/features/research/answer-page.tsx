import { AddToCollection } from '../../components/add-to-collection'
import { UnreadableNote } from '../../components/unreadable-note'
import { CitationMenu } from '../../components/citation-menu'
import { answerCitable, answerEntry } from './cite-answer'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { researchAnswerQuery, researchPollState } from '../../api/research-queries'
import type { ResearchAnswer } from '../../api/schemas'
import { SafeHtml } from '../../components/safe-html'
import { formatDate, formatNumber } from '../../lib/format'
import { AnswerNotice } from './answer-notice'
import { answerOutcome } from './answer-outcome'
import { useResearchHistory } from './history'
import { JobProgress } from './job-progress'
import { KeyFacts } from './key-facts'
import { SourceList } from './source-list'
import { m } from '../../paraglide/messages.js'

/** `/research/<token>`: follows the job until it ends, then shows the answer and its sources. */
export function AnswerPage({ token }: { token: string }) {
  const queryClient = useQueryClient()
  const key = researchAnswerQuery(token).queryKey
  // Polls are counted from here, so the bounded wait restarts when the page (re)opens or the
  // user checks again; answers fetched earlier in this browser session do not use it up.
  const [baseline, setBaseline] = useState(
    () => queryClient.getQueryState(key)?.dataUpdateCount ?? 0,
  )
  const query = useQuery(researchAnswerQuery(token, { baseline }))
  const { data, error, isFetching } = query
  // Read from the cache so the page and the refetchInterval see the same count of answers.
  const plan = researchPollState(queryClient.getQueryState(key), { baseline })
  const outcome = answerOutcome(data, error, plan)
  const history = useResearchHistory().entries
  const question = data?.request?.question ?? history.find((e) => e.token === token)?.question

  const checkAgain = () => {
    setBaseline(queryClient.getQueryState(key)?.dataUpdateCount ?? 0)
    void query.refetch()
  }

  const title = data?.response.title?.trim() || question || m.research_answer_page_title()
  return (
    <article className="space-y-6">
      <header>
        <Link to="/research" className="text-sm text-accent hover:underline">
          {m.research_back()}
        </Link>
        <h1 className="mt-2 text-2xl font-semibold text-balance break-words">{title}</h1>
        {question && title !== question && (
          <p className="mt-1 text-ink-muted break-words">{m.research_you_asked({ question })}</p>
        )}
        {data && <JobMeta answer={data} />}
      </header>

      {/* Progress comes first, so on a phone it is seen before the (pending) answer. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        {data && (
          <aside className="lg:col-start-2 lg:row-start-1" aria-label={m.research_job_progress()}>
            <div className="rounded border border-border bg-surface p-4">
              <JobProgress answer={data} />
            </div>
          </aside>
        )}
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          {outcome.kind !== 'loading' && outcome.kind !== 'running' && outcome.kind !== 'done' && (
            <AnswerNotice
              outcome={outcome}
              question={question}
              onCheckAgain={checkAgain}
              checking={isFetching}
            />
          )}
          {outcome.kind === 'done' && data && <Answer answer={data} />}
          {(outcome.kind === 'loading' || outcome.kind === 'running') && <AnswerSkeleton />}
        </div>
      </div>
    </article>
  )
}

function JobMeta({ answer }: { answer: ResearchAnswer }) {
  const meta = answer.metaInformation
  const score = answer.state.qualityScore
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-subtle">
      {meta?.requestedAt && (
        <span>
          {m.research_asked()}{' '}
          <time dateTime={meta.requestedAt}>{formatDate(meta.requestedAt, { local: true })}</time>
        </span>
      )}
      {meta?.answeredAt && (
        <span>
          {m.research_answered()}{' '}
          <time dateTime={meta.answeredAt}>{formatDate(meta.answeredAt, { local: true })}</time>
        </span>
      )}
      {typeof score === 'number' && (
        <span className="tabular-nums">
          {m.research_quality({ score: formatNumber(score, 2) })}
        </span>
      )}
      <span>{m.research_legacy_meta()}</span>
    </p>
  )
}

function Answer({ answer }: { answer: ResearchAnswer }) {
  const { response } = answer
  return (
    <>
      <section
        aria-labelledby="answer-heading"
        className="rounded border border-border bg-surface p-4"
      >
        <h2 id="answer-heading" className="text-lg font-semibold">
          {m.research_answer()}
        </h2>
        {response.answer ? (
          <SafeHtml html={response.answer} headingLevel={3} className="mt-2 text-ink" />
        ) : (
          <p className="mt-2 text-sm text-ink-muted">{m.research_no_answer_text()}</p>
        )}
      </section>
      <KeyFacts facts={response.keyFacts ?? []} />
      <SourceList sources={response.sources} />
      <UnreadableNote
        note={response.unreadableSources}
        text={(counts) => m.research_unreadable_sources(counts)}
      />
      <div className="flex flex-wrap items-start gap-2">
        <AddToCollection entry={() => answerEntry(answer)} />
        <CitationMenu items={() => [answerCitable(answer)]} name={answerCitable(answer).title} />
      </div>
    </>
  )
}

/** Shaped like the answer, so the page does not jump when it arrives. */
function AnswerSkeleton() {
  return (
    <div className="space-y-4">
      <div className="flex h-40 items-center justify-center rounded border border-border bg-surface p-4 text-center text-sm text-ink-subtle">
        {m.research_skeleton()}
      </div>
      <div aria-hidden="true" className="hidden gap-3 sm:grid sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-20 animate-pulse rounded border border-border bg-surface" />
        ))}
      </div>
      <div
        aria-hidden="true"
        className="h-24 animate-pulse rounded border border-border bg-surface"
      />
    </div>
  )
}
