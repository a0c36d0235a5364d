import { useCallback, useEffect, useMemo, useState } from 'react'
import { formatAudiences, parseAudiences, type Audience } from './audience-address'
import { useSurveyAddress, useUpdateAddress } from './survey-address'
import { m } from '../../../paraglide/messages.js'

/**
 * The audiences of the address (`aud`), and a setter that writes them back. Entries the
 * address held but parseAudiences dropped or changed are written out of it (replacing the
 * history entry) and said in `notice`, kept until other such entries turn up.
 */
export function useAudienceAddress() {
  const raw = useSurveyAddress().search.aud
  const update = useUpdateAddress()
  const parsed = useMemo(() => parseAudiences(raw), [raw])
  const clean = formatAudiences(parsed.audiences)
  const setAudiences = useCallback(
    (next: readonly Audience[], replace = false) =>
      update({ aud: formatAudiences(next) }, { replace }),
    [update],
  )
  const dropped = parsed.dropped.join('; ')
  const [notice, setNotice] = useState('')
  if (dropped && dropped !== notice) setNotice(dropped)
  useEffect(() => {
    if (raw !== clean) setAudiences(parseAudiences(raw).audiences, true)
  }, [raw, clean, setAudiences])
  return {
    audiences: parsed.audiences,
    setAudiences,
    notice: notice ? m.survey_audiences_dropped({ notice }) : undefined,
  }
}

export type AudienceAddress = ReturnType<typeof useAudienceAddress>
