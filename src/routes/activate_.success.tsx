import { createFileRoute } from '@tanstack/react-router'
import { ActivateSuccessPage } from '@/features/account/components/ActivationPages'

export const Route = createFileRoute('/activate_/success')({ component: ActivateSuccessPage })
