import { ResourcesSearchSchema, type ResourcesSearch } from '@contract/resources'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ResourcesPage } from '@/features/resources/components/ResourcesPage'

/** /resources: search, filters, sort and page live in the address. */
export const Route = createFileRoute('/resources')({
  validateSearch: ResourcesSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1, search: '' })] },
  component: ResourcesRoute,
})

function ResourcesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: ResourcesSearch) => void navigate({ search: next }), [navigate])
  return <ResourcesPage search={search} onSearchChange={onSearchChange} />
}
