import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { newsQueries } from '../api/news-queries'
import { NEWS_CATEGORY_LABELS } from '../model'
import * as css from './news.css'
import { formatDate, pickLang } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { useItemDetail } from '@/lib/offline/offline-results'
import { Markdown } from '@/lib/format/markdown'
import { Badge } from '@/ui/primitives/Badge'
import * as card from '@/ui/primitives/card.css'
import { prose } from '@/ui/primitives/prose.css'
import { ItemDetails } from '@/ui/items/ItemPage'
import { itemLink, ShareButton } from '@/ui/primitives/ShareButton'
import { ARTICLE_IMAGE_SIZES, ResponsiveImage } from '@/ui/primitives/ResponsiveImage'
import { textLangProps } from '@/lib/format/bilingual'

/** A news post at its own address (/news/{id}): over the news list when opened from it, else a page of its own; category, date, image, the article, and Share. */
export function NewsDetails({
  id,
  overList,
  onClose,
}: {
  id: number
  overList: boolean
  onClose: () => void
}) {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const client = useQueryClient()
  // Below the dialog's h2 title, or the page's h1.
  const headingOffset = overList ? 2 : 1
  const detail = useItemDetail(useQuery(newsQueries.detail(id, client)), ['posts'], id)
  const categoryLabel = (value: string) =>
    NEWS_CATEGORY_LABELS[value] ? i18n._(NEWS_CATEGORY_LABELS[value]) : value
  return (
    <ItemDetails
      overList={overList}
      list="/news"
      detail={detail}
      onClose={onClose}
      locale={locale}
      title={(post) => pickLang(locale, post.title_ar, post.title_en)}
      titleLang={(post) => textLangProps(locale, post.title_ar, post.title_en).lang}
      footer={(_post, title) => <ShareButton title={title} url={itemLink(`/news/${id}`)} />}
    >
      {(post) => (
        <>
          <div className={card.cardMeta}>
            {post.category ? <Badge tone="primary">{categoryLabel(post.category)}</Badge> : null}
            <time dateTime={post.created_at}>
              {formatDate(post.created_at, locale, { dateStyle: 'long' })}
            </time>
          </div>
          {post.feature_path ? (
            <ResponsiveImage
              src={post.feature_path}
              alt=""
              className={css.featureImage}
              width={1280}
              height={720}
              sizes={ARTICLE_IMAGE_SIZES}
              priority
            />
          ) : null}
          <div className={prose} {...textLangProps(locale, post.body_md_ar, post.body_md_en)}>
            <Markdown
              source={pickLang(locale, post.body_md_ar, post.body_md_en)}
              headingOffset={headingOffset}
            />
          </div>
        </>
      )}
    </ItemDetails>
  )
}
