import { DirectorySearchSchema, type DirectorySearch } from '@contract/members'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { DirectoryPage } from '@/features/members/components/DirectoryPage'
import { DEFAULT_DIRECTORY_SEARCH } from '@/features/members/model'

/** Spec §2 /members: every filter lives in the address; defaults are left out of it. */
export const Route = createFileRoute('/members/')({
  validateSearch: DirectorySearchSchema,
  search: { middlewares: [stripSearchParams(DEFAULT_DIRECTORY_SEARCH)] },
  component: MembersRoute,
})

function MembersRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback(
    (next: DirectorySearch, options?: { replace?: boolean }) => void navigate({ search: next, replace: options?.replace }),
    [navigate],
  )
  return <DirectoryPage search={search} onSearchChange={onSearchChange} />
}
