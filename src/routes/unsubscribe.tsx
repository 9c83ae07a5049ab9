import { UnsubscribeSearchSchema } from '@contract/auth-search'
import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { UnsubscribePage } from '@/features/unsubscribe/components/UnsubscribePage'
import { privateHead } from '@/lib/page/page-head'

/** Works signed in or not; only the button changes anything. */
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: UnsubscribeSearchSchema,
  head: ({ match }) => privateHead(match.context, msg`Announcement e-mails`),
  component: UnsubscribeRoute,
})

function UnsubscribeRoute() {
  const { token } = Route.useSearch()
  return <UnsubscribePage token={token ?? ''} />
}
