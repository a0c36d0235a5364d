/**
 * Where the servers of this run are: bench/run.ts starts them and passes their addresses to
 * each benchmark process in the environment.
 */
export function benchTarget() {
  const read = (name: string) => {
    const value = process.env[name]
    if (!value) throw new Error(`${name} is not set: run the benchmarks with \`npm run bench\``)
    return value
  }
  return {
    /** The production server (built app, proxy, floor page). */
    appUrl: read('BENCH_APP_URL'),
    /** The standalone embedded service the production server proxies to. */
    serviceUrl: read('BENCH_SERVICE_URL'),
    serviceKey: read('BENCH_SERVICE_KEY'),
    distDir: read('BENCH_DIST_DIR'),
  }
}
