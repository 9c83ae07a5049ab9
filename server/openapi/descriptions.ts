import type { RouteDescriptions } from '../lib/api-description'
import { announcementsDescriptions } from '../modules/announcements/api-description'
import { auditDescriptions } from '../modules/audit/api-description'
import { authDescriptions } from '../modules/auth/api-description'
import { eventsDescriptions } from '../modules/events/api-description'
import { healthDescriptions } from '../modules/health/api-description'
import { homeDescriptions } from '../modules/home/api-description'
import { jobsDescriptions } from '../modules/jobs/api-description'
import { membersDescriptions } from '../modules/members/api-description'
import { notificationsDescriptions } from '../modules/notifications/api-description'
import { pushDescriptions } from '../modules/push/api-description'
import { overviewDescriptions } from '../modules/overview/api-description'
import { postsDescriptions } from '../modules/posts/api-description'
import { programmeDescriptions } from '../modules/programme/api-description'
import { registrationsDescriptions } from '../modules/registrations/api-description'
import { checkInDescriptions } from '../modules/check-in/api-description'
import { certificatesDescriptions } from '../modules/certificates/api-description'
import { cpdDescriptions } from '../modules/cpd/api-description'
import { resourcesDescriptions } from '../modules/resources/api-description'
import { teamsDescriptions } from '../modules/teams/api-description'
import { usersDescriptions } from '../modules/users/api-description'
import { referenceDescriptions } from './api-description'

/** A module with routes adds its table here. */
export const DESCRIPTION_TABLES: readonly RouteDescriptions[] = [
  healthDescriptions,
  authDescriptions,
  usersDescriptions,
  overviewDescriptions,
  auditDescriptions,
  postsDescriptions,
  jobsDescriptions,
  eventsDescriptions,
  programmeDescriptions,
  registrationsDescriptions,
  checkInDescriptions,
  certificatesDescriptions,
  cpdDescriptions,
  resourcesDescriptions,
  membersDescriptions,
  teamsDescriptions,
  homeDescriptions,
  announcementsDescriptions,
  notificationsDescriptions,
  pushDescriptions,
  referenceDescriptions,
]

export const apiDescriptions: RouteDescriptions = Object.assign({}, ...DESCRIPTION_TABLES)
