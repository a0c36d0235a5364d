import { describe, expect, it } from 'vitest'
import { formatCitations } from './render'
import {
  CLEAN_URL as U,
  DE_URL,
  GERMAN_PLATFORM,
  NO_DATE,
  ONE_SOURCE,
  SEVERAL_SOURCES,
} from './fixtures'

/*
 * Expected strings written from the style guides for a data set (a statistic): the original
 * source is the author, the platform the publisher, the link without tracking tags. The first
 * run of the CSL processor is slow (it compiles the style), hence the long timeout.
 */
// The German locale writes "o. J." with a no-break space (&#160;), as German typesetting does.
const T = 'Revenue of the e-commerce market in Germany from 2020 to 2029'
const TC = 'Revenue of the E-Commerce Market in Germany from 2020 to 2029'

describe('APA 7', { timeout: 60_000 }, () => {
  it('one source: Author. (Year). Title [Description]. Publisher. URL (APA 7 §10.9 data sets)', async () => {
    expect(await formatCitations([ONE_SOURCE], 'apa', 'en')).toBe(
      `International Monetary Fund. (2026). ${T} [Statistic]. Statista. ${U}`,
    )
  })
  it('several sources: comma-separated, "&" before the last (§9.8, up to 20 authors)', async () => {
    expect(await formatCitations([SEVERAL_SOURCES], 'apa', 'en')).toBe(
      `International Monetary Fund, World Bank, & OECD. (2026). ${T} [Statistic]. Statista. ${U}`,
    )
  })
  it('no date: "(n.d.)" and a retrieval date before the link (§9.16, §9.17)', async () => {
    expect(await formatCitations([NO_DATE], 'apa', 'en')).toBe(
      `International Monetary Fund. (n.d.). ${T} [Statistic]. Statista. Retrieved November 23, 2026, from ${U}`,
    )
  })
  it('German: "o. J." and "Abgerufen … von" (DGPs adaptation of APA 7)', async () => {
    expect(await formatCitations([{ ...GERMAN_PLATFORM, released: undefined }], 'apa', 'de')).toBe(
      `Statistisches Bundesamt. (o.\u00a0J.). Umsatz im E-Commerce in Deutschland bis 2029 [Statistik]. Statista. Abgerufen 23. November 2026, von ${DE_URL}`,
    )
  })
})

describe('MLA 9', { timeout: 60_000 }, () => {
  it('one source: Author. "Title." Container, Day Mon. Year, URL. (MLA 9 core elements, title case 2.3.1)', async () => {
    expect(await formatCitations([ONE_SOURCE], 'mla', 'en')).toBe(
      `International Monetary Fund. “${TC}.” Statista, 23 Oct. 2026, ${U}. Statistic.`,
    )
  })
  it('three or more authors: the first and "et al." (MLA 9 §5.16)', async () => {
    expect(await formatCitations([SEVERAL_SOURCES], 'mla', 'en')).toBe(
      `International Monetary Fund, et al. “${TC}.” Statista, 23 Oct. 2026, ${U}. Statistic.`,
    )
  })
  it('no date: the access date as the optional element (MLA 9 §5.111)', async () => {
    expect(await formatCitations([NO_DATE], 'mla', 'en')).toBe(
      `International Monetary Fund. “${TC}.” Statista, ${U}. Accessed 23 Nov. 2026, Statistic.`,
    )
  })
  it('German platform: German title not title-cased, German quotes and month', async () => {
    expect(await formatCitations([GERMAN_PLATFORM], 'mla', 'de')).toBe(
      `Statistisches Bundesamt. „Umsatz im E-Commerce in Deutschland bis 2029“. Statista, 23. Oktober 2026, ${DE_URL}. Statistik.`,
    )
  })
})

describe('Chicago author-date', { timeout: 60_000 }, () => {
  it('one source: Author. Year. "Title." Publisher, Month Day. URL. (CMOS 15.9, 14.104)', async () => {
    expect(await formatCitations([ONE_SOURCE], 'chicago', 'en')).toBe(
      `International Monetary Fund. 2026. “${TC}.” Statista, October 23. Statistic. ${U}.`,
    )
  })
  it('several sources: all named, "and" before the last (CMOS 15.9)', async () => {
    expect(await formatCitations([SEVERAL_SOURCES], 'chicago', 'en')).toBe(
      `International Monetary Fund, World Bank, and OECD. 2026. “${TC}.” Statista, October 23. Statistic. ${U}.`,
    )
  })
  it('no date: "n.d." and an access date (CMOS 15.44, 14.12)', async () => {
    expect(await formatCitations([NO_DATE], 'chicago', 'en')).toBe(
      `International Monetary Fund. n.d. “${TC}.” Statista. Statistic. Accessed November 23, 2026. ${U}.`,
    )
  })
  it('German: "o. J." and "Zugegriffen"', async () => {
    expect(
      await formatCitations([{ ...GERMAN_PLATFORM, released: undefined }], 'chicago', 'de'),
    ).toBe(
      `Statistisches Bundesamt. o.\u00a0J. „Umsatz im E-Commerce in Deutschland bis 2029“. Statista. Statistik. Zugegriffen 23. November 2026. ${DE_URL}.`,
    )
  })
})

describe('Harvard (Cite Them Right)', { timeout: 60_000 }, () => {
  it('one source: Author (Year) Title. Publisher. Available at: URL (Accessed: date)', async () => {
    expect(await formatCitations([ONE_SOURCE], 'harvard', 'en')).toBe(
      `International Monetary Fund (2026) ‘${T}’. Statista. Available at: ${U} (Accessed: 23 November 2026).`,
    )
  })
  it('several sources: all named, "and" before the last (Cite Them Right, up to three)', async () => {
    expect(await formatCitations([SEVERAL_SOURCES], 'harvard', 'en')).toBe(
      `International Monetary Fund, World Bank, and OECD (2026) ‘${T}’. Statista. Available at: ${U} (Accessed: 23 November 2026).`,
    )
  })
  it('no date: "(no date)"', async () => {
    expect(await formatCitations([NO_DATE], 'harvard', 'en')).toBe(
      `International Monetary Fund (no date) ‘${T}’. Statista. Available at: ${U} (Accessed: 23 November 2026).`,
    )
  })
  it('German platform in German: "Verfügbar unter", "Zugegriffen"', async () => {
    expect(await formatCitations([GERMAN_PLATFORM], 'harvard', 'de')).toBe(
      `Statistisches Bundesamt (2026) „Umsatz im E-Commerce in Deutschland bis 2029“. Statista. Verfügbar unter: ${DE_URL} (Zugegriffen: 23. November 2026).`,
    )
  })
})

describe('a reference list', { timeout: 60_000 }, () => {
  it('sorts entries alphabetically by author, one per line (APA 7 §9.44)', async () => {
    const text = await formatCitations([ONE_SOURCE, GERMAN_PLATFORM], 'apa', 'en')
    const lines = text.split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^International Monetary Fund\./)
    expect(lines[1]).toMatch(/^Statistisches Bundesamt\./)
  })
})
