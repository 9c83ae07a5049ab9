import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

type Db = Kysely<Database>

const n = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0)

/** Live counts of the Overview screen; soft-deleted content is not counted. */
export async function overviewCounts(db: Db, nowIso: string) {
  const posts = await db
    .selectFrom('posts')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('deleted_at', 'is', null)
    .groupBy('status')
    .execute()
  const eventsTotal = await db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).where('deleted_at', 'is', null).executeTakeFirst()
  const eventsUpcoming = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleted_at', 'is', null)
    .where('starts_at', '>', nowIso)
    .executeTakeFirst()
  const resources = await db.selectFrom('resources').select((eb) => eb.fn.countAll<number>().as('n')).where('deleted_at', 'is', null).executeTakeFirst()
  const jobsTotal = await db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('deleted_at', 'is', null).executeTakeFirst()
  const jobsActive = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('deadline', 'is', null), eb('deadline', '>', nowIso)]))
    .executeTakeFirst()
  const users = await db
    .selectFrom('users')
    .select([
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>(eb.case().when('is_active', '=', 1).then(1).else(0).end()).as('active'),
      (eb) => eb.fn.sum<number>(eb.case().when('status', '=', 'pending').then(1).else(0).end()).as('pending'),
    ])
    .executeTakeFirst()
  const postCount = (status?: string) => posts.filter((p) => status === undefined || p.status === status).reduce((sum, p) => sum + Number(p.n), 0)
  return {
    posts: { total: postCount(), published: postCount('published'), drafts: postCount('draft') },
    events: { total: n(eventsTotal), upcoming: n(eventsUpcoming) },
    resources: { total: n(resources) },
    jobs: { total: n(jobsTotal), active: n(jobsActive) },
    users: { total: n(users), active: Number(users?.active ?? 0), pending: Number(users?.pending ?? 0) },
  }
}
