import { createFileRoute } from '@tanstack/react-router'
import { ActivateErrorPage } from '@/features/account/components/ActivationPages'

export const Route = createFileRoute('/activate_/error')({ component: ActivateErrorPage })
