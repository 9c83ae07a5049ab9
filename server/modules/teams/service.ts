import type { TeamDetail, TeamSummary } from '@contract/members'
import type { AppDeps } from '../../app-env'
import { notFound } from '../../lib/errors'
import { committeeMembers, committees } from '../members/service'

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en')

/** Only what any signed-in member may see of a profile, plus the association role itself. */
export async function listTeams(deps: AppDeps): Promise<{ items: TeamSummary[]; total: number }> {
  const rows = await committees(deps)
  const items = rows
    .map((row) => ({
      id: row.committee_id,
      name: String(row.committee),
      member_count: Number(row.member_count),
    }))
    .sort(byName)
  return { items, total: items.length }
}

export async function getTeam(deps: AppDeps, id: string): Promise<TeamDetail> {
  const rows = await committeeMembers(deps, id)
  const first = rows[0]
  if (!first) throw notFound('Not found', 'notFound')
  return {
    id,
    name: first.committee,
    members: rows.map((row) => ({
      id: row.user_id,
      full_name: row.full_name,
      full_name_ar: row.full_name_ar,
      full_name_en: row.full_name_en,
      avatar_url: row.avatar_url,
      specialty: row.specialty,
      role: row.role,
      start_date: row.start_date,
      end_date: row.end_date,
    })),
  }
}
