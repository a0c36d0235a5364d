import { createFileRoute } from '@tanstack/react-router'
import { AnswerPage } from '../../features/research/answer-page'
import { pageTitle } from '../../lib/page-title'
import { m } from '../../paraglide/messages.js'

export const Route = createFileRoute('/research/$token')({
  // Awaited so the page opens on the job's current state; an error (404, 403, offline) stays
  // in the query and is shown by the page with its own message, not by the route boundary.
  // The research queries load with the route, so that the content pages do not build their
  // schemas; if that download fails, the route's error boundary says so.
  loader: async ({ context, params }) => {
    const { researchAnswerQuery } = await import('../../api/research-queries')
    await context.queryClient
      .ensureQueryData(researchAnswerQuery(params.token))
      .catch(() => undefined)
  },
  head: () => ({ meta: [{ title: pageTitle(m.research_answer_page_title()) }] }),
  component: AnswerRoute,
})

function AnswerRoute() {
  const { token } = Route.useParams()
  // Keyed: another token is another job, with its own poll budget.
  return <AnswerPage key={token} token={token} />
}
