import { useEffect, useRef } from 'react'

/**
 * A ref for a form's failure alert that takes focus whenever a new failure shows, so a keyboard
 * or screen-reader user lands on the message instead of staying on the submit button.
 */
export function useFocusOnFailure<E extends HTMLElement>(failure: unknown) {
  const ref = useRef<E>(null)
  useEffect(() => {
    if (failure) ref.current?.focus()
  }, [failure])
  return ref
}
