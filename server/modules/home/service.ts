import { TOTAL_MEMBERS_ON_HOME } from '@contract/constants'
import type { HomeStats } from '@contract/home-stats'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import * as events from '../events/service'
import * as jobs from '../jobs/service'
import * as resources from '../resources/service'

/** The home counters, counted with the same rules as the public lists. */
export async function homeStats(deps: AppDeps, viewer: Viewer | null): Promise<HomeStats> {
  const now = deps.now().toISOString()
  const [upcoming, visible, openJobs] = await Promise.all([
    events.listPublicEventRows(deps.db, {
      dialect: deps.dialect,
      now,
      search: '',
      category: undefined,
      status: undefined,
      upcoming: true,
      past: false,
      order: 'asc',
      limit: 1,
      offset: 0,
    }),
    resources.listResources(deps.db, {
      dialect: deps.dialect,
      visibilities: resources.visibleTo(viewer),
      search: '',
      category: undefined,
      fileType: undefined,
      featured: false,
      sort: undefined,
      lang: 'ar',
      order: 'desc',
      limit: 1,
      offset: 0,
    }),
    jobs.countOpenJobs(deps.db, now),
  ])
  return { totalMembers: TOTAL_MEMBERS_ON_HOME, upcomingEvents: upcoming.total, resources: visible.total, activeJobs: openJobs }
}
