import { createFileRoute } from '@tanstack/react-router'
import { CollectionReport } from '../features/collections/report-page'
import { pageTitle } from '../lib/page-title'
import { m } from '../paraglide/messages.js'
import { surveyReportParts } from './-collection-report/survey-parts'

export const Route = createFileRoute('/collections_/$id_/report')({
  head: () => ({ meta: [{ title: pageTitle(m.collection_report_title()) }] }),
  component: function CollectionReportRoute() {
    return <CollectionReport id={Route.useParams().id} survey={surveyReportParts} />
  },
})
