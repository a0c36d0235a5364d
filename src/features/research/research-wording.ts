import { withStatus, type Failure, type FailureWording } from '../../api/describe-failure'
import { m } from '../../paraglide/messages.js'

/**
 * How research pages name failures where they differ from every other page: research is a
 * legacy feature that not every API package includes, its limit is a number of questions, and
 * an unknown token is the reader's address, not a missing catalogue item.
 */
const notAvailable = ({ status }: Failure) => ({
  title: withStatus(m.research_not_available(), status),
  advice: m.research_not_available_advice(),
})

export const RESEARCH_WORDING = {
  kinds: {
    unauthorized: notAvailable,
    forbidden: notAvailable,
    'package-limit': () => ({
      title: m.research_limit_title(),
      advice: m.research_limit_advice(),
    }),
    'not-found': () => ({
      title: m.research_unknown_token(),
      advice: m.research_unknown_token_advice(),
    }),
  },
} satisfies FailureWording
