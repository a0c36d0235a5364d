import { withStatus, type Failure, type FailureWording } from '../../api/describe-failure'

/**
 * How research pages name failures where they differ from every other page: research is a
 * legacy feature that not every API package includes, its limit is a number of questions, and
 * an unknown token is the reader's address, not a missing catalogue item.
 */
const notAvailable = ({ status }: Failure) => ({
  title: withStatus('Research questions are not available', status),
  advice:
    'The legacy research feature needs an API key whose package includes it. Check the key the server is configured with.',
})

export const RESEARCH_WORDING = {
  kinds: {
    unauthorized: notAvailable,
    forbidden: notAvailable,
    'package-limit': {
      title: 'Question limit reached',
      advice: 'Answers to questions asked before are still readable.',
    },
    'not-found': {
      title: 'No research question has this token (404)',
      advice:
        'The service does not know this token. It may have expired, or the address may be mistyped or cut short.',
    },
  },
} satisfies FailureWording
