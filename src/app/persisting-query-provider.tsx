import type { QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import type { ReactNode } from 'react'
import { persistOptions } from './persistence'

/** The shell document restores the persisted cache before the first screen's queries run. */
export function PersistingQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <PersistQueryClientProvider client={client} persistOptions={persistOptions}>
      {children}
    </PersistQueryClientProvider>
  )
}
