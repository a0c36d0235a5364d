import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { z } from '../../api/zod'
import { ResearchHome } from '../../features/research/research-home'
import { pageTitle } from '../../lib/page-title'

// `question` prefills the form ("edit the question" after a blocked or failed job).
const searchSchema = z.object({
  question: z._default(z.catch(z.string().check(z.maxLength(5000)), ''), ''),
})
const defaults = { question: '' }

export const Route = createFileRoute('/research/')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(defaults)] },
  head: () => ({ meta: [{ title: pageTitle('Research') }] }),
  component: ResearchRoute,
})

function ResearchRoute() {
  const { question } = Route.useSearch()
  return <ResearchHome initialQuestion={question} />
}
