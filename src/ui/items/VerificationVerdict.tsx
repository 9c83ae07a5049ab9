import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { ApiError } from '@/lib/http/api-client'
import { useOnlineStatus } from '@/lib/offline/online'
import { button } from '@/ui/primitives/button.css'
import * as verification from '@/ui/items/verification.css'

type HeadingRef = RefObject<HTMLHeadingElement | null>

/** The verdict's heading takes the focus once known: it is what the reader came for. */
export function VerificationVerdict<T>({
  query,
  words,
  noteClassName,
  notFound,
  children,
}: {
  query: UseQueryResult<T>
  words: { checking: ReactNode; offline: ReactNode; failed: ReactNode }
  noteClassName: string
  notFound: (heading: HeadingRef) => ReactNode
  children: (answer: T, heading: HeadingRef) => ReactNode
}) {
  const { t } = useLingui()
  const online = useOnlineStatus()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (query.isSuccess || query.isError) heading.current?.focus()
  }, [query.isSuccess, query.isError, query.data])
  if (query.isPending)
    return online ? (
      <p role="status" className={noteClassName}>
        {words.checking}
      </p>
    ) : (
      <p role="alert" className={verification.unknown}>
        {words.offline}
      </p>
    )
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return notFound(heading)
    return (
      <div className={verification.unknown} role="alert">
        <h2 ref={heading} tabIndex={-1} className={verification.verdict}>
          {words.failed}
        </h2>
        <p className={noteClassName}>{query.error.message || t`Failed to load`}</p>
        <button type="button" className={button.secondary} onClick={() => void query.refetch()}>
          <Trans>Retry</Trans>
        </button>
      </div>
    )
  }
  return children(query.data, heading)
}
