/**
 * The shapes of survey IDs, as the provider gives them: a question ID is a word of letters,
 * digits, `_`, `-` and `.` (`v0025_demo_regiondeu`, `v2024.q-12_brand`); an answer ID is its
 * question's ID, `#` and the answer's code, an unsigned 16-bit number (`v0013g_demo_generation#4`,
 * `…#12000`). `#` and `,` never occur in a question ID: they separate answers and filters.
 * The address, the requests, the proxy's parameter check and the embedded service all read
 * IDs with these.
 */

const QUESTION_ID = /^[A-Za-z0-9_.-]{1,100}$/
const ANSWER_ID = /^([A-Za-z0-9_.-]{1,100})#(\d{1,5})$/

/** The largest answer code: the provider's codes are uint16. */
export const MAX_ANSWER_CODE = 65_535

export const isQuestionId = (id: string): boolean => QUESTION_ID.test(id)

export function isAnswerId(id: string): boolean {
  const match = ANSWER_ID.exec(id)
  return match !== null && Number(match[2]) <= MAX_ANSWER_CODE
}

/** A question or one of its answers: what rows and columns accept. */
export const isDimensionId = (id: string): boolean => isQuestionId(id) || isAnswerId(id)

/** The question part of a question or answer ID. */
export function questionOf(id: string): string {
  const hash = id.indexOf('#')
  return hash === -1 ? id : id.slice(0, hash)
}

/** The answer code of an answer ID, or undefined for anything else. */
export function answerCodeOf(id: string): number | undefined {
  return isAnswerId(id) ? Number(id.slice(id.indexOf('#') + 1)) : undefined
}
