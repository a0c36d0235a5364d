import { chromium } from '@playwright/test'

/**
 * Looks at pages the way a user would: `npx tsx scripts/screenshot.ts <url> <out.png> [dark] [width]`.
 * Used to review the UI and to refresh the README screenshot.
 */
const [url, out = 'screenshot.png', scheme = 'light', width = '1280'] = process.argv.slice(2)
if (!url) throw new Error('usage: screenshot.ts <url> <out.png> [light|dark] [width]')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const page = await browser.newPage({
  viewport: { width: Number(width), height: 900 },
  colorScheme: scheme === 'dark' ? 'dark' : 'light',
})
page.on('console', (msg) => {
  if (msg.type() === 'error' || msg.type() === 'warning')
    console.log(`[${msg.type()}] ${msg.text()}`)
})
await page.goto(url, { waitUntil: 'networkidle' })
// A full-page capture is one tall frame in which the browser still skips what lies off
// screen under content-visibility: auto (the written result cards); draw everything, as a
// reader scrolling down sees it.
await page.evaluate(() => {
  for (const el of document.querySelectorAll<HTMLElement>('*'))
    if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible'
})
await page.screenshot({ path: out, fullPage: true })
await browser.close()
