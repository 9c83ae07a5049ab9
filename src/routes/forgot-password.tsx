import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/account/components/PasswordPages'

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage })
