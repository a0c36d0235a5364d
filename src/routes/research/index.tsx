import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { MAX_QUERY_CHARS } from '../../api/query-limits'
import { z } from '../../api/zod'
import { ResearchHome } from '../../features/research/research-home'
import { pageTitle } from '../../lib/page-title'
import { m } from '../../paraglide/messages.js'

// `question` prefills the form ("edit the question" after a blocked or failed job), cut to the
// length the form accepts.
const searchSchema = z.object({
  question: z._default(
    z.catch(
      z.pipe(
        z.string(),
        z.transform((v: string) => v.slice(0, MAX_QUERY_CHARS)),
      ),
      '',
    ),
    '',
  ),
})
const defaults = { question: '' }

export const Route = createFileRoute('/research/')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(defaults)] },
  head: () => ({ meta: [{ title: pageTitle(m.nav_research()) }] }),
  component: ResearchRoute,
})

function ResearchRoute() {
  const { question } = Route.useSearch()
  return <ResearchHome initialQuestion={question} />
}
