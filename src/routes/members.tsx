import { Outlet, createFileRoute } from '@tanstack/react-router'

/** /members (the directory, members.index) and /members/{id} (members.$id). */
export const Route = createFileRoute('/members')({ component: Outlet })
