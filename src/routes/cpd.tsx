import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { CpdPage } from '@/features/cpd/components/CpdPage'
import { cpdQueries } from '@/features/cpd/api/cpd-queries'
import { privateHead } from '@/lib/page-head'
import { requireMemberArea } from '@/lib/session-guards'

/** /cpd: the member's CPD record (signed-in members with a complete profile). */
export const Route = createFileRoute('/cpd')({
  beforeLoad: ({ location }) => requireMemberArea({ location }),
  // Warm the cache; the page shows its own states.
  loader: ({ context }) => void context.queryClient.prefetchQuery(cpdQueries.record('current')),
  head: ({ match }) => privateHead(match.context, msg`My CPD`),
  component: CpdPage,
})
