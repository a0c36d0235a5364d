import { runDoctor, type Finding } from '../server/doctor/doctor'
import { loadConfig } from '../server/pipeline/config'
import { resolveUpstream } from '../server/pipeline/proxy/upstream'

/**
 * `npm run doctor [-- --with-data]`: checks the configured service and key (DDS_BASE_URL and
 * DDS_API_KEY, from the environment or .env.local) the way the app will use them; without a
 * configured service, the embedded one. Exits 1 when something found would break the app.
 * See server/doctor/doctor.ts and docs/operations.md.
 */
const args = new Set(process.argv.slice(2))
if (args.has('--help') || args.has('-h')) {
  console.log(
    'npm run doctor [-- --with-data]\n\n' +
      'Checks DDS_BASE_URL and DDS_API_KEY (or the embedded service) with free calls: the key,\n' +
      'the package, whether each answer parses as the app reads it, and how fast it comes.\n' +
      '--with-data also asks every paid endpoint once (the credits are named first).',
  )
  process.exit(0)
}
const unknown = [...args].filter((a) => a !== '--with-data')
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(', ')}; try --help.`)
  process.exit(2)
}

const MARK: Record<Finding['verdict'], string> = { ok: '✓', warn: '!', fail: '✗', skip: '·' }

const config = loadConfig()
const upstream = await resolveUpstream(config)
console.log(
  `Checking ${upstream.kind === 'embedded' ? 'the embedded service' : upstream.baseUrl}\n`,
)
const report = await runDoctor({
  baseUrl: upstream.baseUrl,
  apiKey: upstream.apiKey,
  withData: args.has('--with-data'),
  onCost: (credits, calls) =>
    console.log(
      `Asking the paid endpoints once spends about ${credits} credits: ${calls.join(', ')}\n`,
    ),
  onFinding: (f) =>
    console.log(
      `${MARK[f.verdict]} ${f.subject.padEnd(40)} ${f.detail}${f.ms !== undefined ? `  [${f.ms} ms]` : ''}`,
    ),
})
await upstream.close()
const counts = (v: Finding['verdict']) => report.findings.filter((f) => f.verdict === v).length
console.log(
  `\n${report.broken ? 'Something here would break the app.' : 'Nothing here would break the app.'} ` +
    `${counts('ok')} fine, ${counts('warn')} to note, ${counts('fail')} failing, ${counts('skip')} not checked; ` +
    `${report.creditsSpent} credits spent.`,
)
process.exit(report.broken ? 1 : 0)
