import { TOTAL_MEMBERS_ON_HOME } from '@contract/constants'
import type { HomeStats } from '@contract/home'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import { countUpcomingEvents } from '../events/service'
import { countOpenJobs } from '../jobs/service'
import { countVisibleResources } from '../resources/service'

/** Counted with the same rules as the public lists. */
export async function homeStats(deps: AppDeps, viewer: Viewer | null): Promise<HomeStats> {
  const [upcomingEvents, resources, activeJobs] = await Promise.all([
    countUpcomingEvents(deps),
    countVisibleResources(deps, viewer),
    countOpenJobs(deps),
  ])
  return { totalMembers: TOTAL_MEMBERS_ON_HOME, upcomingEvents, resources, activeJobs }
}
