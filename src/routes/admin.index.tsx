import { createFileRoute } from '@tanstack/react-router'
import { OverviewPage } from '@/features/admin-layout/components/OverviewPage'

export const Route = createFileRoute('/admin/')({ component: OverviewPage })
