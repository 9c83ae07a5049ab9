import { useEffect, useRef } from 'react'

/** Focuses a form's failure alert whenever a new failure shows. */
export function useFocusOnFailure<E extends HTMLElement>(failure: unknown) {
  const ref = useRef<E>(null)
  useEffect(() => {
    if (failure) ref.current?.focus()
  }, [failure])
  return ref
}
