import type { PublicEvent } from '@contract/events-list'
import type { PublicJob } from '@contract/jobs-list'
import type { Post } from '@contract/news-list'
import type { PublicItemKind } from '@contract/public-addresses'
import type { PublicResource } from '@contract/resources-list'
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { notFound } from '@tanstack/react-router'
import { ApiError } from '../http/api-client'
import { pickLang } from '../format/format'
import { localeOf } from '../i18n/i18n'
import { excerpt } from '../format/markdown-text'
import { pageHead, societyOf } from './page-head'
import {
  breadcrumbJsonLd,
  eventJsonLd,
  jobPostingJsonLd,
  newsArticleJsonLd,
  type Site,
} from './structured-data'

const DESCRIPTION_LENGTH = 160

const HOME = msg`Home`
const LISTS: Record<PublicItemKind, MessageDescriptor> = {
  news: msg`News`,
  event: msg`Events`,
  resource: msg`Resources`,
  job: msg`Jobs`,
}

export async function itemOrNotFound<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  }
}

interface HeadContext {
  i18n: I18n
  siteUrl: string
}

function itemHead(
  { i18n, siteUrl }: HeadContext,
  kind: PublicItemKind,
  item: { id: number; title: string; text: string; image?: string | null; type?: 'article' },
  data: readonly unknown[],
) {
  const site: Site = { baseUrl: siteUrl, locale: localeOf(i18n) }
  // The condition stays at each call so the browser's build drops the builders.
  const jsonLd = import.meta.env.SSR
    ? [
        ...data,
        breadcrumbJsonLd(site, {
          home: i18n._(HOME),
          list: { name: i18n._(LISTS[kind]), kind },
          item: { name: item.title, id: item.id },
        }),
      ]
    : []
  return pageHead(i18n, siteUrl, {
    title: item.title,
    description: excerpt(item.text, DESCRIPTION_LENGTH),
    image: item.image,
    type: item.type,
    jsonLd,
  })
}

export function pendingItemHead({ i18n, siteUrl }: HeadContext, kind: PublicItemKind) {
  return pageHead(i18n, siteUrl, { title: LISTS[kind] })
}

export function newsHead(context: HeadContext, post: Post) {
  const locale = localeOf(context.i18n)
  const text = pickLang(locale, post.body_md_ar, post.body_md_en)
  const site: Site = { baseUrl: context.siteUrl, locale }
  const article = import.meta.env.SSR
    ? [
        newsArticleJsonLd(site, societyOf(context.i18n), post, {
          description: excerpt(text, DESCRIPTION_LENGTH),
        }),
      ]
    : []
  return itemHead(
    context,
    'news',
    {
      id: post.id,
      title: pickLang(locale, post.title_ar, post.title_en),
      text,
      image: post.feature_path,
      type: 'article',
    },
    article,
  )
}

export function eventHead(context: HeadContext, event: PublicEvent) {
  const locale = localeOf(context.i18n)
  const text = pickLang(locale, event.description_ar, event.description_en)
  const data = import.meta.env.SSR
    ? [
        eventJsonLd(
          { baseUrl: context.siteUrl, locale },
          societyOf(context.i18n),
          event,
          excerpt(text, DESCRIPTION_LENGTH),
        ),
      ]
    : []
  return itemHead(
    context,
    'event',
    {
      id: event.id,
      title: pickLang(locale, event.title_ar, event.title_en),
      text,
      image: event.feature_path,
    },
    data,
  )
}

/** Once expired its JobPosting data is left out, so job search engines drop it. */
export function jobHead(context: HeadContext, job: PublicJob, now: Date) {
  const locale = localeOf(context.i18n)
  const text = pickLang(locale, job.description_ar, job.description_en)
  const posting = import.meta.env.SSR
    ? [
        jobPostingJsonLd(
          { baseUrl: context.siteUrl, locale },
          societyOf(context.i18n),
          job,
          excerpt(text, DESCRIPTION_LENGTH),
          now,
        ),
      ].filter((data) => data !== undefined)
    : []
  return itemHead(
    context,
    'job',
    { id: job.id, title: pickLang(locale, job.title_ar, job.title_en), text },
    posting,
  )
}

export function resourceHead(context: HeadContext, resource: PublicResource) {
  const locale = localeOf(context.i18n)
  return itemHead(
    context,
    'resource',
    {
      id: resource.id,
      title: pickLang(locale, resource.title_ar, resource.title_en),
      text: pickLang(locale, resource.description_ar, resource.description_en),
    },
    [],
  )
}
