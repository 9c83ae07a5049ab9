import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { PostsPage } from '@/features/admin-posts/components/PostsPage'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/admin/posts_/new')({
  head: ({ match }) => privateHead(match.context, msg`Posts`),
  component: NewPostRoute,
})

function NewPostRoute() {
  const navigate = Route.useNavigate()
  const onCreatingChange = useCallback(
    (open: boolean) => void navigate({ to: open ? '/admin/posts/new' : '/admin/posts' }),
    [navigate],
  )
  return <PostsPage creating onCreatingChange={onCreatingChange} />
}
