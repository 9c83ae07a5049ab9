import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AnnouncementsPage } from '@/features/admin-announcements/components/AnnouncementsPage'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/admin/announcements')({
  loader: ({ context }) =>
    void import('@/features/admin-announcements/api/announcements-queries').then(
      ({ adminAnnouncementQueries }) => context.queryClient.prefetchQuery(adminAnnouncementQueries.list()),
    ),
  head: ({ match }) => privateHead(match.context, msg`Announcements`),
  component: AnnouncementsPage,
})
