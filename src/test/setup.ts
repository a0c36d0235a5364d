import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// The whole suite runs on two busy cores in CI, where a component's first answer can take
// longer than Testing Library's default second to arrive; a find that never succeeds still fails.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => cleanup())
