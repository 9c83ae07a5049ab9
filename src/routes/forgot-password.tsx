import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/account/components/PasswordPages'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/forgot-password')({
  head: ({ match }) => privateHead(match.context, msg`Forgot password`),
  component: ForgotPasswordPage,
})
