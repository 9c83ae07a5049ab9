import { createFileRoute } from '@tanstack/react-router'
import { TeamsPage } from '@/features/teams/components/TeamsPages'

export const Route = createFileRoute('/teams/')({ component: TeamsPage })
