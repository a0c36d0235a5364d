import type { ResearchAnswer } from '../../api/schemas'
import type { Citable } from '../../lib/citation/citable'
import type { CollectionEntry } from '../../lib/collections/model'
import { m } from '../../paraglide/messages.js'
import { formatCount } from '../../lib/format'

function answerTitle(answer: ResearchAnswer): string {
  return answer.response.title ?? answer.request?.question ?? m.research_answer_page_title()
}

/** A research answer as a citation: the sources it draws on, named once each, as authors. */
export function answerCitable(answer: ResearchAnswer, retrieved = new Date()): Citable {
  const sources = [
    ...new Set(
      answer.response.sources.map((s) => s.source?.trim()).filter((s): s is string => !!s),
    ),
  ]
  return {
    id: `research:${answer.researchToken}`,
    title: answerTitle(answer),
    sources,
    publishers: [],
    released: answer.metaInformation?.answeredAt ?? undefined,
    retrieved: retrieved.toISOString(),
    medium: 'Research answer',
    type: 'webpage',
  }
}

export function answerEntry(answer: ResearchAnswer): CollectionEntry {
  const now = new Date()
  const facts = answer.response.keyFacts ?? []
  return {
    key: `research:${answer.researchToken}`,
    kind: 'Research answer',
    title: answerTitle(answer),
    href: `/research/${encodeURIComponent(answer.researchToken)}`,
    citable: answerCitable(answer, now),
    snapshot: [
      ...(answer.request?.question
        ? [{ label: m.research_entry_question(), value: answer.request.question }]
        : []),
      ...facts.map((f) => ({ label: f.title, value: [f.value, f.unit].filter(Boolean).join(' ') })),
      ...answer.response.sources
        .filter((s) => s.title)
        .map((s, i) => ({
          label: m.research_entry_source({ number: formatCount(i + 1) }),
          value: [s.title, s.url].filter(Boolean).join(' – '),
        })),
    ],
    note: '',
    addedAt: now.toISOString(),
  }
}
