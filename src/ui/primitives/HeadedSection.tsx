import type { ReactNode } from 'react'

interface HeadedSectionProps {
  /** The heading's id; the section is labelled by it (a landmark screen readers list by name). */
  headingId: string
  heading: ReactNode
  /** What the section is for, in one sentence under the heading. */
  lead: ReactNode
  level?: 1 | 2 | 3
  className?: string
  leadClassName?: string
  children?: ReactNode
}

/** A section named by its own heading, with a lead sentence, then its content. */
export function HeadedSection({
  headingId,
  heading,
  lead,
  level = 1,
  className,
  leadClassName,
  children,
}: HeadedSectionProps) {
  const Heading = level === 1 ? 'h1' : level === 2 ? 'h2' : 'h3'
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <p className={leadClassName}>{lead}</p>
      {children}
    </section>
  )
}
