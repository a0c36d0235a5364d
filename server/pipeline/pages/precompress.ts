import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text types worth compressing; images other than SVG are already compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
/** Below this, the encoded file saves less than the headers it costs. */
const MIN_BYTES = 1024

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (entry.isFile()) yield full
  }
}

/**
 * Writes `name.br` and `name.gz` next to every compressible file in `dir`. The production
 * server (sirv with `brotli` and `gzip` on) serves these to browsers that accept them; it
 * never compresses on the fly, so without them every asset would go out uncompressed.
 * Maximum levels: this runs once per build, and every visitor gets the smaller files.
 */
export async function precompressDir(dir: string): Promise<number> {
  const work: Promise<void>[] = []
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue
    work.push(
      readFile(file).then(async (data) => {
        if (data.length < MIN_BYTES) return
        const [br, gzipped] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gz(data, { level: 9 }),
        ])
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)])
      }),
    )
  }
  await Promise.all(work)
  return work.length
}

/** Vite plugin: precompress the client build once it is written. */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'dds-precompress',
    // The server-render bundle is read from disk by the server, never sent to a browser.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await precompressDir(outDir)
    },
  }
}
