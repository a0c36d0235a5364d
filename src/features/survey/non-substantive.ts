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
  /^(nicht zutreffend|trifft nicht zu|unsicher|unentschieden)\b/,
]

export function isNonSubstantive(label: string): boolean {
  const text = label.trim().toLowerCase().replace(/[’‘]/g, "'")
  return NON_SUBSTANTIVE.some((pattern) => pattern.test(text))
}
