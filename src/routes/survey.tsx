import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { surveySearchValidator } from '../features/survey/address/analysis-address'
import { SurveyPage } from '../features/survey/survey-page'
import { pageTitle } from '../lib/page-title'
import { m } from '../paraglide/messages.js'
import { SURVEY_DEFAULTS, tableRequest } from '../features/survey/address/search-params'

export const Route = createFileRoute('/survey')({
  // The survey search, noting analysis settings it had to reset (analysis-address.ts).
  validateSearch: surveySearchValidator,
  search: { middlewares: [stripSearchParams(SURVEY_DEFAULTS)] },
  loaderDeps: ({ search }) => ({
    request: tableRequest(search),
    q: search.q,
    // What only some addresses show (address-modules.ts): the loader loads its code.
    mean: search.mean,
    nets: search.nets,
    book: search.book,
    // A banner's other blocks: the loader asks the (free) search for their names.
    banner: search.banner,
    compare: search.compare,
  }),
  // The table, its names and the code its address needs (route-loader.ts). The survey
  // modules load with the route, so that the content pages do not build their schemas; if
  // that download fails, the route's error boundary says so.
  loader: (match) => import('../features/survey/route-loader').then((m) => m.loadSurvey(match)),
  head: ({ loaderData }) => ({
    meta: [{ title: pageTitle(loaderData?.title, m.nav_survey()) }],
  }),
  component: SurveyPage,
})
