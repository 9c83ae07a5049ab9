import type { AdminOverview } from '@contract/overview'
import type { AppDeps } from '../../app-env'
import { countEvents } from '../events/service'
import { countJobs } from '../jobs/service'
import { countPosts } from '../posts/service'
import { countResources } from '../resources/service'
import { countUsers } from '../users/service'

export async function overviewCounts(deps: AppDeps): Promise<AdminOverview> {
  const [posts, events, resources, jobs, users] = await Promise.all([
    countPosts(deps),
    countEvents(deps),
    countResources(deps),
    countJobs(deps),
    countUsers(deps),
  ])
  return { posts, events, resources, jobs, users }
}
