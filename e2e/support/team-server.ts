import os from 'node:os'
import path from 'node:path'

/**
 * The team server of the sign-in journeys: the same build in password mode, on the embedded
 * service, with one account made by `npm run users` before it starts.
 */
const appPort = Number(process.env.E2E_PORT ?? 4173)

export const TEAM_PORT = Number(process.env.E2E_TEAM_PORT ?? appPort + 2002)
export const TEAM_BASE = `http://127.0.0.1:${TEAM_PORT}`
export const TEAM_USERS_FILE = path.join(os.tmpdir(), `dds-e2e-users-${TEAM_PORT}.json`)
export const TEAM_USER = { name: 'reader', password: 'e2e-password-long-enough' }
