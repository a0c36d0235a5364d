import type { Browser, Page } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures'
import { results } from './support/explorer'
import { signIn, startWorkspaceServer } from './support/workspace-server'

/**
 * Saved work belongs to the account, on a team server of its own: alice fills a collection and
 * shares it; bob, signing in on the same browser after her, sees none of her work but finds it
 * under "Shared with the team" and opens her link; alice on a second browser has it all, stops
 * sharing, and bob loses it; a restart of the server keeps everything. Once on the embedded
 * database, once on a real PostgreSQL server (DDS_DATABASE_URL).
 */

test.describe.configure({ mode: 'serial' })
test.setTimeout(240_000)

const NAME = 'Electric cars'

async function appKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('dds-explorer.') || k.startsWith('dds.')),
  )
}

async function openSignedIn(browser: Browser, base: string, who: 'alice' | 'bob') {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, base, who)
  return page
}

for (const backend of ['embedded', 'postgres'] as const) {
  test(`saved work is the account's, shared and unshared, kept over a restart (${backend})`, async ({
    page,
    browser,
  }) => {
    const server = await startWorkspaceServer(backend)
    try {
      const { base } = server
      // alice, on this browser: a collection with a study in it, shared with the team to read.
      await signIn(page, base, 'alice')
      await page.getByLabel('New collection').fill(NAME)
      await page.getByRole('button', { name: 'Create' }).click()
      const section = page.getByRole('region', { name: new RegExp(`^${NAME}`) })
      await expect(section).toBeVisible()
      await page.goto(`${base}/studies?q=battery`)
      // A saved search, listed on its page.
      await page.getByText('Saved searches', { exact: true }).click()
      await page.getByLabel('Name for this search').fill('Batteries')
      await page.getByRole('button', { name: 'Save search' }).click()
      await expect(page.getByRole('status').filter({ hasText: '“Batteries” saved.' })).toBeVisible()
      const study = results(page).first()
      const studyTitle = ((await study.getByRole('heading').textContent()) ?? '').trim()
      await study.getByRole('button', { name: 'Add to collection' }).click()
      await study.getByRole('button', { name: 'Add', exact: true }).click()
      await expect(study.getByRole('status')).toContainText(`Added to “${NAME}”`)
      await page.goto(`${base}/collections`)
      await expect(section.getByRole('listitem')).toHaveCount(1)
      await section.getByLabel(`Sharing of “${NAME}”`).selectOption('team-read')
      const [mine] = (
        await (await page.request.get(`${base}/api/workspace/items?kind=collection`)).json()
      ).items as { id: string; sharing: string }[]
      await expect
        .poll(
          async () =>
            (await (await page.request.get(`${base}/api/workspace/items/${mine!.id}`)).json())
              .sharing,
        )
        .toBe('team-read')
      await checkA11y(page, 'collections of their owner, shared')

      // She signs out: nothing of hers stays in this browser.
      await page.getByRole('button', { name: 'Sign out' }).click()
      await expect(page).toHaveURL(/\/sign-in/)
      expect(await appKeys(page)).toEqual([])

      // bob on the same browser: none of her work is his, her shared collection is listed.
      await signIn(page, base, 'bob')
      await expect(page.getByText('No collections yet.')).toBeVisible()
      await page.goto(`${base}/studies`)
      await page.getByText('Saved searches', { exact: true }).click()
      await expect(page.getByText('No saved searches on this page yet.')).toBeVisible()
      await page.goto(`${base}/collections`)
      const shared = page.getByRole('list', { name: 'Collections shared with the team' })
      await expect(shared.getByRole('listitem')).toContainText([`${NAME}by alice`])
      await shared.getByRole('link', { name: NAME }).click()
      await expect(page).toHaveURL(`${base}/collections/${mine!.id}`)
      const entries = page.getByRole('list', { name: `Entries of ${NAME}` }).getByRole('listitem')
      await expect(entries).toHaveCount(1)
      await expect(entries.first()).toContainText(studyTitle)
      await expect(page.getByText('Shared by alice; read only.')).toBeVisible()
      await expect(page.getByLabel('Note')).toHaveCount(0)
      await checkA11y(page, 'a colleague’s collection, read only')

      // alice on a second browser has it all, and stops sharing.
      const other = await openSignedIn(browser, base, 'alice')
      const hers = other.getByRole('region', { name: new RegExp(`^${NAME}`) })
      await expect(hers.getByRole('listitem')).toHaveCount(1)
      const item = `${base}/api/workspace/items/${mine!.id}`
      const versionOf = async () =>
        ((await (await other.request.get(item)).json()) as { version: number }).version

      // Two tabs of hers on one collection: the second, opened before the first's change,
      // is told its change was not saved and shown the collection as it is now.
      const stale = await other.context().newPage()
      await stale.goto(`${base}/collections`)
      const staleNote = stale
        .getByRole('region', { name: new RegExp(`^${NAME}`) })
        .getByLabel('Note')
      await expect(staleNote).toHaveValue('')
      const before = await versionOf()
      await hers.getByLabel('Note').fill('From the first tab')
      await hers.getByLabel('Note').blur()
      await expect.poll(versionOf).toBe(before + 1)
      await staleNote.fill('From the second tab')
      await staleNote.blur()
      await expect(stale.getByRole('alert')).toContainText('Changed elsewhere.')
      await expect(stale.getByRole('alert')).toContainText('was not saved')
      await expect(staleNote).toHaveValue('From the first tab')
      await checkA11y(stale, 'a change made to an older version, refused and said')
      await stale.close()

      // Her saved search is in her other browser too.
      await other.goto(`${base}/studies`)
      await other.getByText('Saved searches', { exact: true }).click()
      await other
        .getByRole('list', { name: 'Saved searches' })
        .getByRole('link', { name: 'Batteries' })
        .click()
      await expect(other).toHaveURL(/q=battery/)
      await other.goto(`${base}/collections`)
      await hers.getByLabel(`Sharing of “${NAME}”`).selectOption('private')
      await expect
        .poll(
          async () =>
            (await (await other.request.get(`${base}/api/workspace/items/${mine!.id}`)).json())
              .sharing,
        )
        .toBe('private')

      // For bob it is gone: from the list, and its link finds nothing.
      await page.goto(`${base}/collections`)
      await expect(page.getByText('No colleague shares a collection yet.')).toBeVisible()
      await page.goto(`${base}/collections/${mine!.id}`)
      await expect(page.getByRole('heading', { name: 'Collection not found' })).toBeVisible()

      // A restart keeps it all (sessions are in memory here: alice signs in again).
      await server.restart()
      await signIn(other, base, 'alice')
      await expect(hers.getByRole('listitem')).toHaveCount(1)
      await expect(hers.getByRole('listitem').first()).toContainText(studyTitle)
      await other.context().close()
    } finally {
      await server.stop()
    }
  })
}
