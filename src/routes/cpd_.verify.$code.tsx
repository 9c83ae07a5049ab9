import { normalizeTranscriptCode } from '@contract/cpd'
import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { TranscriptVerificationPage } from '@/features/cpd/components/TranscriptVerificationPage'
import { pageHead } from '@/lib/page/page-head'
import { serverAwaits } from '@/lib/page/server-awaits'

export const Route = createFileRoute('/cpd_/verify/$code')({
  loader: ({ context, params }) =>
    serverAwaits(
      import('@/features/cpd/api/cpd-queries').then(({ cpdQueries }) =>
        context.queryClient.prefetchQuery(cpdQueries.verifyTranscript(normalizeTranscriptCode(params.code))),
      ),
    ),
  // A transcript names a person: the page is never indexed.
  head: ({ match }) =>
    pageHead(match.context.i18n, match.context.siteUrl, {
      title: msg`Verify a CPD transcript`,
      noindex: true,
    }),
  component: TranscriptVerificationRoute,
})

function TranscriptVerificationRoute() {
  const { code } = Route.useParams()
  return <TranscriptVerificationPage code={code} />
}
