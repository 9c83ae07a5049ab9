import type { Kysely } from 'kysely'
import type { Database } from '../database'
import type { FileStorage } from '../../lib/storage/storage'
import { insertEvent } from '../../modules/events/repository'
import { insertJob } from '../../modules/jobs/repository'
import { insertPost } from '../../modules/posts/repository'
import { insertResource } from '../../modules/resources/repository'
import { EVENT_PICTURE_SIZE } from '@contract/responsive-image'
import { EVENTS } from './content-events'
import { artworkJpeg, artworkPng, artworkWebp, makeCsv, makeDocx, makeXlsx } from './content-files'
import { JOBS } from './content-jobs'
import { HIDDEN_POSTS, NEWS, type NewsSeed } from './content-news'
import { RESOURCES, type ResourceSeed } from './content-resources'
import { resourcePdf } from './resource-pdf'

/** Demo content timed relative to `now`; members-only and admin files go to private/ (signed links only). */
const DAY = 86_400_000
const HOUR = 3_600_000
const RIYADH = 3 * HOUR
/** The reserved example.org domain, except the real sites named in news bodies. */
const EXTERNAL = 'https://example.org'

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export function riyadhClock(now: Date, days: number, hour: number, minute = 0): Date {
  const local = new Date(now.getTime() + RIYADH + days * DAY)
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour, minute) - RIYADH,
  )
}

async function writeUpload(storage: FileStorage, path: string, data: Buffer): Promise<string> {
  await storage.put(`uploads/${path}`, data)
  return `/uploads/${path}`
}

/** Files under the private/ keys, never served as they are; stored as `/private/<path>`. */
async function writePrivate(storage: FileStorage, path: string, data: Buffer): Promise<string> {
  await storage.put(`private/${path}`, data)
  return `/private/${path}`
}

// ---------- news ----------

function newsBody(news: NewsSeed, lang: 'ar' | 'en', inlineImage: string): string {
  if (lang === 'ar') {
    return [
      news.lead_ar,
      '',
      '## أبرز النقاط',
      '',
      `- **${news.points_ar[0]}**`,
      `- ${news.points_ar[1]}`,
      `- ${news.points_ar[2]}`,
      '',
      `![${news.title_ar}](${inlineImage})`,
      '',
      '## للمزيد',
      '',
      'تابعوا [صفحة الفعاليات](/events) و[مكتبة الموارد](/resources) للاطلاع على التفاصيل، ',
      'ولمعرفة متطلبات التعليم المستمر زوروا موقع [الهيئة السعودية للتخصصات الصحية](https://www.scfhs.org.sa).',
    ].join('\n')
  }
  return [
    news.lead_en,
    '',
    '## Highlights',
    '',
    `- **${news.points_en[0]}**`,
    `- ${news.points_en[1]}`,
    `- ${news.points_en[2]}`,
    '',
    `![${news.title_en}](${inlineImage})`,
    '',
    '## Find out more',
    '',
    'Follow the [events page](/events) and the [resource library](/resources) for details, ',
    'and see the [Saudi Commission for Health Specialties](https://www.scfhs.org.sa) for CME requirements.',
  ].join('\n')
}

async function seedNews(db: Kysely<Database>, now: Date, storage: FileStorage): Promise<void> {
  const inline: string[] = []
  for (let k = 0; k < 6; k++) {
    inline.push(
      await writeUpload(
        storage,
        `seed/news/inline-${k + 1}.webp`,
        await artworkWebp({ width: 800, height: 450, hue: 190 + k * 25, variant: k + 1 }),
      ),
    )
  }
  // Oldest first, so ids grow with time like real posting.
  const ordered = NEWS.map((news, index) => ({ news, index })).sort((a, b) => b.news.daysAgo - a.news.daysAgo)
  for (const { news, index } of ordered) {
    const image = await writeUpload(
      storage,
      `seed/news/news-${String(index + 1).padStart(2, '0')}.webp`,
      await artworkWebp({ width: 960, height: 540, hue: (index * 37) % 360, variant: index }),
    )
    const createdAt = new Date(now.getTime() - news.daysAgo * DAY - (index % 5) * HOUR).toISOString()
    const inlineImage = inline[index % inline.length]! // an index modulo the list's length is in range
    await insertPost(
      db,
      {
        type: 'news',
        status: 'published',
        category: news.category,
        title_ar: news.title_ar,
        title_en: news.title_en,
        body_md_ar: newsBody(news, 'ar', inlineImage),
        body_md_en: newsBody(news, 'en', inlineImage),
        feature_path: image,
        created_at: createdAt,
      },
      now,
    )
  }
  for (const hidden of HIDDEN_POSTS) {
    await insertPost(
      db,
      {
        type: hidden.type,
        status: hidden.status,
        category: hidden.type === 'news' ? 'announcements' : null,
        title_ar: hidden.title_ar,
        title_en: hidden.title_en,
        body_md_ar: 'نص قيد الإعداد.',
        body_md_en: 'Text in preparation.',
        feature_path: null,
      },
      now,
    )
  }
}

// ---------- events ----------

async function seedEvents(db: Kysely<Database>, now: Date, storage: FileStorage): Promise<void> {
  const ordered = [...EVENTS].sort((a, b) => a.startDays - b.startDays)
  for (const [index, event] of ordered.entries()) {
    const slug = slugOf(event.title_en)
    // Under uploads/events/, in the shape the admin upload crops to (EVENT_PICTURE_SIZE), as an uploaded picture would be.
    const picture =
      event.pictureHue === undefined
        ? null
        : await writeUpload(
            storage,
            `events/seed-${slug}.webp`,
            await artworkWebp({ ...EVENT_PICTURE_SIZE, hue: event.pictureHue, variant: index }),
          )
    const online = event.location_en === 'online'
    // Within a day of now (the ongoing workshop): keep the exact offset so it is running now.
    const start =
      Math.abs(event.startDays) < 1
        ? new Date(Math.floor((now.getTime() + event.startDays * DAY) / (15 * 60_000)) * 15 * 60_000)
        : riyadhClock(now, Math.round(event.startDays), online ? 20 : 9)
    const end = new Date(start.getTime() + event.hours * HOUR)
    const deadline = event.deadline === null ? null : riyadhClock(now, event.deadline, 23, 59)
    await insertEvent(
      db,
      {
        type: event.type,
        status: event.status,
        title_ar: event.title_ar,
        title_en: event.title_en,
        description_ar: event.description_ar,
        description_en: event.description_en,
        starts_at: start.toISOString(),
        ends_at: end.toISOString(),
        location_ar: event.location_ar,
        location_en: event.location_en,
        stream_url: event.stream ? `${EXTERNAL}/live/${slug}` : null,
        capacity: event.capacity,
        registration_deadline: deadline ? deadline.toISOString() : null,
        registration_link: event.link ? `${EXTERNAL}/events/${slug}/register` : null,
        registration_count: event.registered,
        feature_path: picture,
        created_at: new Date(Math.min(now.getTime(), start.getTime()) - 30 * DAY).toISOString(),
      },
      now,
    )
  }
}

// ---------- resources ----------

async function resourceFile(resource: ResourceSeed, index: number, published: Date): Promise<Buffer> {
  const en = resource.title_en
  switch (resource.file) {
    case 'pdf':
      return resourcePdf(resource, published)
    case 'docx':
      return makeDocx([
        { text: resource.title_ar, heading: true, rtl: true },
        { text: resource.description_ar, rtl: true },
        { text: en, heading: true },
        { text: resource.description_en },
        { text: `${resource.author_ar}، ${resource.year}`, rtl: true },
        { text: `${resource.author_en}, ${resource.year}` },
      ])
    case 'xlsx':
      return makeXlsx(resource.table ?? [['Item', 'Value']])
    case 'csv':
      return makeCsv(resource.table ?? [['Item', 'Value']])
    case 'txt':
      return Buffer.from(
        `${resource.title_ar}\n\n${resource.description_ar}\n\n---\n\n${en}\n\n${resource.description_en}\n\n${resource.author_ar} · ${resource.author_en}, ${resource.year}\n`,
        'utf8',
      )
    case 'png':
      return artworkPng({ width: 900, height: 1200, hue: 150 + index * 20, variant: 3 })
    case 'jpg':
      return artworkJpeg({ width: 900, height: 1200, hue: 20 + index * 15, variant: index })
    case 'link':
      return Buffer.alloc(0)
  }
}

async function seedResources(db: Kysely<Database>, now: Date, storage: FileStorage): Promise<void> {
  const ordered = RESOURCES.map((resource, index) => ({ resource, index })).sort(
    (a, b) => b.resource.daysAgo - a.resource.daysAgo,
  )
  for (const { resource, index } of ordered) {
    const visibility = resource.visibility ?? 'public'
    const createdAt = new Date(now.getTime() - resource.daysAgo * DAY - (index % 7) * HOUR)
    let filePath: string
    let fileSize: number | null
    if (resource.file === 'link') {
      filePath = `https://www.youtube.com/results?search_query=${encodeURIComponent(resource.query ?? resource.title_en)}`
      fileSize = null
    } else {
      const data = await resourceFile(resource, index, createdAt)
      filePath =
        visibility === 'public'
          ? await writeUpload(storage, `seed/resources/${resource.slug}.${resource.file}`, data)
          : await writePrivate(storage, `resources/${resource.slug}.${resource.file}`, data)
      fileSize = data.length
    }
    await insertResource(
      db,
      {
        category: resource.category,
        visibility,
        title_ar: resource.title_ar,
        title_en: resource.title_en,
        description_ar: resource.description_ar,
        description_en: resource.description_en,
        year: resource.year,
        specialty: resource.specialty,
        keywords_ar: JSON.stringify(resource.keywords_ar),
        keywords_en: JSON.stringify(resource.keywords_en),
        file_path: filePath,
        file_type: resource.file,
        file_size: fileSize,
        author_ar: resource.author_ar,
        author_en: resource.author_en,
        download_count: resource.downloads,
        featured: resource.featured ? 1 : 0,
        created_at: createdAt.toISOString(),
      },
      now,
    )
  }
}

// ---------- jobs ----------

async function seedJobs(db: Kysely<Database>, now: Date): Promise<void> {
  const ordered = JOBS.map((job, index) => ({ job, index })).sort(
    (a, b) => b.job.postedDaysAgo - a.job.postedDaysAgo,
  )
  for (const { job, index } of ordered) {
    await insertJob(
      db,
      {
        title_ar: job.title_ar,
        title_en: job.title_en,
        employer_ar: job.employer_ar,
        employer_en: job.employer_en,
        location: job.location,
        job_type: job.job_type,
        experience_level: job.experience_level,
        category: job.category,
        salary_min: job.salary?.[0] ?? null,
        salary_max: job.salary?.[1] ?? null,
        currency: 'SAR',
        deadline: job.deadline === null ? null : riyadhClock(now, job.deadline, 23, 59).toISOString(),
        apply_url: job.link === false ? null : `${EXTERNAL}/careers/${job.slug}`,
        body_md_ar: job.about_ar,
        body_md_en: job.about_en,
        requirements_ar: job.requirements_ar.join('\n'),
        requirements_en: job.requirements_en.join('\n'),
        featured: job.featured ? 1 : 0,
        created_at: new Date(
          now.getTime() - job.postedDaysAgo * DAY - (1 + (index % 5)) * HOUR,
        ).toISOString(),
      },
      now,
    )
  }
}

export async function seedContent(
  db: Kysely<Database>,
  now: Date,
  context: { storage: FileStorage },
): Promise<void> {
  await seedNews(db, now, context.storage)
  await seedEvents(db, now, context.storage)
  await seedResources(db, now, context.storage)
  await seedJobs(db, now)
}
