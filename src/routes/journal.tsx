import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { JournalPage } from '@/features/journal/components/JournalPage'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/journal')({
  head: ({ match }) => pageHead(match.context.i18n, match.context.siteUrl, { title: msg`Journal`, description: msg`Journal of the Saudi Orthopedic Society` }),
  component: JournalPage,
})
