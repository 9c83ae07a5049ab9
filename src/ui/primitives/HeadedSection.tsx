import type { ReactNode } from 'react'

interface HeadedSectionProps {
  headingId: string
  heading: ReactNode
  lead: ReactNode
  level?: 1 | 2 | 3
  className?: string
  leadClassName?: string
  children?: ReactNode
}

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
