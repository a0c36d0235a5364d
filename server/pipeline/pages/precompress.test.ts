import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompressDir } from './precompress'

let dir = ''
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('precompressDir', () => {
  it('writes .br and .gz that decode to the original, for text assets above 1 KiB only', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'))
    await mkdir(path.join(dir, 'assets'))
    const js = 'export const answer = 42;\n'.repeat(200)
    await writeFile(path.join(dir, 'assets', 'app.js'), js)
    await writeFile(path.join(dir, 'small.css'), 'a{}')
    await writeFile(path.join(dir, 'logo.png'), Buffer.alloc(4096))

    await precompressDir(dir)

    const file = path.join(dir, 'assets', 'app.js')
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(js)
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(js)
    expect((await readFile(`${file}.br`)).length).toBeLessThan(js.length / 10)
    expect(existsSync(path.join(dir, 'small.css.gz'))).toBe(false)
    expect(existsSync(path.join(dir, 'logo.png.gz'))).toBe(false)
  })
})
