import type { Topic } from './topic-types'
import { DIGITAL_TOPICS } from './topics-digital'
import { PHYSICAL_TOPICS } from './topics-physical'

export type { Topic, TopicWords } from './topic-types'

/** Every topic titles are generated from; the order is part of the seed, so keep it stable. */
export const TOPICS: readonly Topic[] = [...DIGITAL_TOPICS, ...PHYSICAL_TOPICS]
