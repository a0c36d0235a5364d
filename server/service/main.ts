import { startService } from './start'

// Standalone embedded service: `npm run service` (PORT, default 4010).
const port = Number(process.env.PORT ?? 4010)
const service = await startService({ port, host: process.env.HOST ?? '127.0.0.1' })
console.log(
  `Embedded Data Discovery Service on ${service.url} (data ready in ${Math.round(service.startupMs)} ms).\n` +
    'Demo keys: demo-advanced, demo-starter, demo-revoked.',
)
const stop = () => void service.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
