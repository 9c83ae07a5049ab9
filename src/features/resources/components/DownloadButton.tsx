import type { PublicResource } from '@contract/resources'
import { Trans, useLingui } from '@lingui/react/macro'
import { isVideo } from '../model'
import { useDownload } from './use-download'
import { button } from '@/ui/primitives/button.css'
import { Icon } from '@/ui/primitives/Icon'

/**
 * "Download" (or "Watch" for a video): counts the download and opens the file (offline, the
 * saved copy or a note).
 */
export function DownloadButton({ resource, title }: { resource: PublicResource; title: string }) {
  const { t } = useLingui()
  const download = useDownload()
  return isVideo(resource) ? (
    <button
      type="button"
      className={button.primary}
      onClick={() => download(resource)}
      aria-label={t`Watch: ${title}`}
    >
      <Icon name="play" /> <Trans>Watch</Trans>
    </button>
  ) : (
    <button
      type="button"
      className={button.primary}
      onClick={() => download(resource)}
      aria-label={t`Download: ${title}`}
    >
      <Icon name="download" /> <Trans>Download</Trans>
    </button>
  )
}
