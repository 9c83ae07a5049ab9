import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { JournalPage } from '@/features/journal/components/JournalPage'
import { pageHead } from '@/lib/page/page-head'

/**
 * /journal: its head gives the tab its title and the page its description while it is open;
 * leaving it, the next page's head (or the site's defaults) replaces both, so neither stays behind.
 */
export const Route = createFileRoute('/journal')({
  head: ({ match }) =>
    pageHead(match.context.i18n, match.context.siteUrl, {
      title: msg`Journal`,
      description: msg`The society's peer-reviewed, open-access, indexed journal of orthopedic surgery: latest highlights and author guidelines.`,
    }),
  component: JournalPage,
})
