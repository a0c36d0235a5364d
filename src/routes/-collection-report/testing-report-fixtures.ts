import { agreeByGroup } from '../../features/survey/model/test-table'
import { ONE_SOURCE } from '../../lib/citation/fixtures'
import type { Collection, CollectionEntry } from '../../lib/collections/model'

/**
 * For tests: a collection of three entries in the order a reader put them: a survey table that
 * keeps its answer (the survey tests' cross table, row percent), a statistic with its kept
 * series, and a study that keeps no figures.
 */
const base = {
  citable: ONE_SOURCE,
  snapshot: [],
  addedAt: '2026-11-23T09:00:00.000Z',
}

export const SURVEY_ENTRY: CollectionEntry = {
  ...base,
  key: 'survey:agree',
  kind: 'Survey table',
  title: 'Answer by group in Germany, 2024',
  href: '/survey?survey=s-2024&rows=v1_agree&columns=v2_group&pct=row',
  snapshot: [{ label: 'Filters', value: 'Gen Z' }],
  note: 'Group A agrees far more often.',
  answer: {
    kind: 'survey-table',
    request: '/v1/data/consumer-insights?survey_id=s-2024&rows=v1_agree&columns=v2_group',
    retrievedAt: '2026-11-20T08:00:00.000Z',
    body: agreeByGroup(),
  },
}

export const STATISTIC_ENTRY: CollectionEntry = {
  ...base,
  key: 'statistic:7',
  kind: 'Statistic',
  title: 'Online sales share',
  href: '/statistics?open=7',
  note: '',
  answer: {
    kind: 'statistic-data',
    request: '/v1/data/statistic?id=7',
    retrievedAt: '2026-11-21T08:00:00.000Z',
    body: {
      title: 'Online sales share',
      chart: {
        unit: '%',
        data: {
          Share: [
            { name: '2024', data: 12.5 },
            { name: '2025', data: 14.25 },
          ],
        },
      },
    },
  },
}

export const STUDY_ENTRY: CollectionEntry = {
  ...base,
  key: 'study:3',
  kind: 'Study',
  title: 'Mobility in cities',
  href: '/studies?open=3',
  snapshot: [{ label: 'Published', value: '2025' }],
  note: 'Background for chapter 2.',
}

export const REPORT_COLLECTION: Collection = {
  id: 'c1',
  name: 'Chapter 2',
  entries: [SURVEY_ENTRY, STATISTIC_ENTRY, STUDY_ENTRY],
}
