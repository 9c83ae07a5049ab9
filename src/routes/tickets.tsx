import { createFileRoute } from '@tanstack/react-router'
import { TicketsPage } from '@/features/tickets/components/TicketsPage'
import { requireSignedIn } from '@/lib/session/session-guards'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

/** A ticket must show even before the profile is complete. */
export const Route = createFileRoute('/tickets')({
  beforeLoad: ({ location }) => requireSignedIn({ location }),
  loader: ({ context }) =>
    void import('@/lib/member/tickets').then(({ ticketQueries }) => {
      void context.queryClient.prefetchQuery(ticketQueries.mine())
      void context.queryClient.prefetchQuery(ticketQueries.certificates())
    }),
  head: ({ match }) => privateHead(match.context, msg`My tickets`),
  component: TicketsPage,
})
