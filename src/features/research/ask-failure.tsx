import {
  describeFailure,
  withStatus,
  type Failure,
  type FailureWording,
} from '../../api/describe-failure'
import { FailureNotice } from '../../components/failure-notice'
import { RESEARCH_WORDING } from './research-wording'
import { m } from '../../paraglide/messages.js'

/** Why a question was not asked, and whether asking again is safe. */
export default function AskFailure({ error }: { error: unknown }) {
  return <FailureNotice failure={describeFailure(error, ASK_WORDING)} compact />
}

// An ask that failed before the service took it says so, with its status: the reader then
// knows asking again starts no second job.
const notSent = ({ status }: Failure) => ({
  title: withStatus(m.research_not_sent(), status),
})

const ASK_WORDING: FailureWording = {
  kinds: {
    ...RESEARCH_WORDING.kinds,
    invalid: notSent,
    unprocessable: notSent,
    refused: notSent,
    conflict: notSent,
    'server-error': notSent,
    'unreachable-service': notSent,
    network: notSent,
    // The question may have reached the service; asking again could start a second job.
    timeout: ({ status }) => ({
      title: withStatus(m.research_not_confirmed(), status),
      advice: m.research_not_confirmed_advice(),
    }),
  },
}
