/**
 * Answers that say nothing about the subject ("None of these", "Don't know", their German
 * forms): sorting by value or label keeps them below the answers that do, as reports list them.
 */
const NON_SUBSTANTIVE = [
  // English
  /^none( of (these|the above|them|this))?$/,
  /^none of (these|the above|them)\b/,
  /^(other|others|something else|anything else)\b/,
  /^(don'?t|do not) know\b/,
  /^not sure\b/,
  /^(no|not) (answer|applicable)\b/,
  /^n\/a$/,
  /^prefer not to (say|answer)\b/,
  /^(rather )?not say\b/,
  /^(refused|no opinion|can'?t say|cannot say)\b/,
  // German
  /^(keine|keiner|keines|nichts) (davon|der genannten|dieser|von diesen)\b/,
  /^(sonstige|sonstiges|andere|anderes|etwas anderes)\b/,
  /^wei(ß|ss) (ich )?nicht\b/,
  /^(ich )?wei(ß|ss) (es )?nicht\b/,
  /^(keine angabe|k\. ?a\.)/,
  /^(möchte|moechte) (ich )?(nicht|keine) (sagen|angeben|antworten|angabe)/,
  /^(nicht zutreffend|unsicher|unentschieden)\b/,
]

/**
 * "Trifft nicht zu": "does not apply" on its own, but the low end of a "Trifft voll zu … Trifft
 * nicht zu" scale, where it is counted like the scale's other steps.
 */
const DOES_NOT_APPLY = /^trifft nicht zu\b/
const APPLIES_STEP = /^trifft\b.*\bzu\b/

const normal = (label: string) => label.trim().toLowerCase().replace(/[’‘]/g, "'")

/** A bare "None" ("Keine", "Nichts"): no answer, or the lowest amount, by the scale it is on. */
const BARE_NONE = /^(none|none at all|keine|keiner|keines|nichts|gar keine|gar nichts)$/

/**
 * Words of answers that measure an amount or a frequency: on such a scale "None" is its lowest
 * step ("None / under 30 minutes / 30–60 minutes …"), counted like any other. Any digit too.
 */
const AMOUNT_WORDS = new Set(
  (
    'less more under over upto least about hour hours minute minutes min mins time times day ' +
    'days week weeks month months year years per once twice daily weekly monthly rarely ' +
    'occasionally often little lot some several ' +
    'stunde stunden minute minuten mal tag tage woche wochen monat monate jahr jahre weniger ' +
    'mehr bis über täglich wöchentlich monatlich selten oft etwas einige'
  ).split(' '),
)

const isAmount = (text: string) =>
  /\d/.test(text) || text.split(/[^\p{L}]+/u).some((word) => AMOUNT_WORDS.has(word))

/**
 * Which of a question's answers say nothing about the subject, read by meaning within the
 * question: "None of these", "Don't know", "Prefer not to say", "Keine Angabe" always; a bare
 * "None" only when the other answers are not amounts (on "None / under 30 min / 1–2 hours" it
 * is the scale's first step and is counted, in the mean and the boxes alike).
 */
export function nonSubstantiveAnswers(labels: readonly string[]): boolean[] {
  const texts = labels.map(normal)
  // Most of the other answers name amounts (a brand list with one "S24" in it is no scale).
  const others = texts.filter(
    (text) => !BARE_NONE.test(text) && !NON_SUBSTANTIVE.some((pattern) => pattern.test(text)),
  )
  const amountScale = others.length > 0 && others.filter(isAmount).length * 2 >= others.length
  const appliesScale =
    texts.filter((text) => APPLIES_STEP.test(text) && !DOES_NOT_APPLY.test(text)).length >= 2
  return texts.map((text) =>
    BARE_NONE.test(text)
      ? !amountScale
      : DOES_NOT_APPLY.test(text)
        ? !appliesScale
        : NON_SUBSTANTIVE.some((pattern) => pattern.test(text)),
  )
}
