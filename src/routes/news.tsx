import { createFileRoute } from '@tanstack/react-router'
import { SectionInProgress } from '@/app/layout/SectionInProgress'

// Replaced by the feature that builds this screen.
export const Route = createFileRoute('/news')({ component: SectionInProgress })
