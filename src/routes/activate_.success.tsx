import { createFileRoute } from '@tanstack/react-router'
import { ActivateSuccessPage } from '@/features/account/components/ActivationPages'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/activate_/success')({
  head: ({ match }) => privateHead(match.context, msg`Account activated`),
  component: ActivateSuccessPage,
})
