import { useState } from 'react'
import * as css from './members.css'

const DEFAULT_AVATAR = '/default-avatar.svg'

/** A broken member avatar falls back to the default avatar image. */
export function MemberAvatar({
  src,
  size,
  alt = '',
}: {
  src: string | null | undefined
  size: number
  alt?: string
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const url = src && failed !== src ? src : DEFAULT_AVATAR
  return (
    <img
      className={css.avatar}
      src={url}
      width={size}
      height={size}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src ?? null)}
    />
  )
}
