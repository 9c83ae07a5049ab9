import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { CpdPage } from '@/features/cpd/components/CpdPage'
import { privateHead } from '@/lib/page/page-head'
import { requireMemberArea } from '@/lib/session/session-guards'

/** /cpd: the member's CPD record (signed-in members with a complete profile). */
export const Route = createFileRoute('/cpd')({
  beforeLoad: ({ location }) => requireMemberArea({ location }),
  // Warm the cache; the page shows its own states. Imported here, so the record's schemas stay out of the start-up code.
  loader: ({ context }) =>
    void import('@/features/cpd/api/cpd-queries').then(({ cpdQueries }) =>
      context.queryClient.prefetchQuery(cpdQueries.record('current')),
    ),
  head: ({ match }) => privateHead(match.context, msg`My CPD`),
  component: CpdPage,
})
