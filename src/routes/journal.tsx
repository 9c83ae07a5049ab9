import { createFileRoute } from '@tanstack/react-router'
import { JournalPage } from '@/features/journal/components/JournalPage'

export const Route = createFileRoute('/journal')({ component: JournalPage })
