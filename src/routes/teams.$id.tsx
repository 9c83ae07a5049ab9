import { createFileRoute } from '@tanstack/react-router'
import { TeamPage } from '@/features/teams/components/TeamsPages'

export const Route = createFileRoute('/teams/$id')({ component: TeamRoute })

function TeamRoute() {
  const { id } = Route.useParams()
  return <TeamPage id={id} />
}
