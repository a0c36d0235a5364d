import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** What the journeys read of a data table the service answers (through the app's proxy). */
export interface SurveyTable {
  title: string
  identifier: { survey_id: string }
  chart: {
    data: Record<string, { name: string; percentage: number; respondents: number }[]>
    bases: Record<string, number>
  }
}

/** The service's data table for these parameters, as the app asks for it, to check the page by. */
export async function apiTable(
  request: APIRequestContext,
  params: Record<string, string>,
): Promise<SurveyTable> {
  const res = await request.get(`/api/v1/data/consumer-insights?${new URLSearchParams(params)}`)
  expect(res.status()).toBe(200)
  return (await res.json()) as SurveyTable
}

/**
 * Opens (or reloads) a page and waits until its controls belong to the app: also for a page of
 * another browser context, which the fixtures' own waiting does not cover.
 */
export async function openReady(page: Page, url?: string): Promise<void> {
  if (url) await page.goto(url)
  else await page.reload()
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
}
