import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { JournalPage } from '@/features/journal/components/JournalPage'
import { pageHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/journal')({
  head: ({ match }) =>
    pageHead(match.context.i18n, match.context.siteUrl, {
      title: msg`Journal`,
      description: msg`The society's peer-reviewed, open-access, indexed journal of orthopedic surgery: latest highlights and author guidelines.`,
    }),
  component: JournalPage,
})
