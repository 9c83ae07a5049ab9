import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { addScreenErrorMessages, type ScreenErrorCode } from './errors'

/**
 * The sentences of the refusals only forms and other screens' actions meet (sign-in, links
 * from e-mails, uploads, registrations, certificates, administration). This module loads with
 * the catalog (loadCatalog in ./i18n.ts) and hands the table to ./errors.ts, beside the
 * refusals any page can meet; together they name every code.
 */
export const SCREEN_ERROR_MESSAGES = {
  invalidCredentials: msg`Incorrect email or password.`,
  tooManyAttempts: msg`Too many login attempts. Please try again later.`,
  emailTaken: msg`An account with this email already exists.`,
  activationInvalid: msg`This activation link is invalid or has expired.`,
  'activation.resend.rateLimited': msg`You can request another activation email in a few minutes.`,
  'activation.resend.notAllowed': msg`This account cannot request a new activation email yet.`,
  'activation.resend.awaitingApproval': msg`Your account is still awaiting admin approval. Please wait for the review to complete.`,
  activationExpired: msg`This activation link has expired. Request a new one below.`,
  resetTokenInvalid: msg`This password reset link is not valid. Request a new one.`,
  resetTokenUsed: msg`This password reset link has already been used. Request a new one if you still need it.`,
  resetTokenExpired: msg`This password reset link has expired. Request a new one.`,
  resetRateLimited: msg`You can request another password reset email in a few minutes.`,
  currentPasswordWrong: msg`The current password is incorrect.`,
  emailChangeTokenInvalid: msg`This e-mail confirmation link is not valid. Ask for a new one from your account settings.`,
  emailChangeTokenUsed: msg`This e-mail confirmation link has already been used.`,
  emailChangeTokenExpired: msg`This e-mail confirmation link has expired. Ask for a new one from your account settings.`,
  emailUnchanged: msg`This is already your e-mail address.`,
  passkeysUnavailable: msg`Passkeys are not available on this server: it is reached by an IP address.`,
  passkeyInvalid: msg`This passkey could not be verified. Please try again.`,
  passkeyChallengeInvalid: msg`The passkey request expired. Please try again.`,
  passkeyNotFound: msg`This passkey no longer exists.`,
  passkeyAlreadyRegistered: msg`This passkey is already registered.`,
  tooManyPasskeys: msg`You cannot add more passkeys to this account. Remove one first.`,
  reauthRequired: msg`Please confirm it is you to continue.`,
  userNotFound: msg`This user no longer exists.`,
  selfAction: msg`You cannot change your own account from this screen.`,
  superadminOnly: msg`Only a superadmin can change superadmin accounts or grant the superadmin role.`,
  lastSuperadmin: msg`The last active superadmin cannot be demoted, deactivated or deleted.`,
  alreadyActive: msg`This account is already active.`,
  alreadyRejected: msg`This registration has already been rejected.`,
  postNotFound: msg`This post no longer exists.`,
  eventNotFound: msg`This event no longer exists.`,
  resourceNotFound: msg`This resource no longer exists.`,
  jobNotFound: msg`This job no longer exists.`,
  fileLinkInvalid: msg`This download link has expired or is not valid.`,
  multipartRequired: msg`The file was not sent as an upload. Please choose the file again.`,
  imageTooLarge: msg`File size exceeds 10MB`,
  imageTypeNotAllowed: msg`Invalid file type. Allowed: JPG, PNG, GIF, WEBP`,
  fileTooLarge: msg`File size exceeds 25MB`,
  fileTypeNotAllowed: msg`Invalid file type. Allowed: PDF, DOCX, XLSX, CSV, TXT, PNG, JPG`,
  tooManyUploads: msg`Too many uploads in a short time. Please wait a few minutes and try again.`,
  resourceFileNotStored: msg`This file was not uploaded for resources. Upload the file again or use a link.`,
  sessionNotFound: msg`This session is no longer in the programme.`,
  cmeCreditsRestricted: msg`Only the CME office can change a session's CME credits.`,
  registrationNotOffered: msg`This event does not take registrations in the portal.`,
  registrationClosed: msg`Registration for this event is closed.`,
  eventFull: msg`This event is full. You can join the waiting list.`,
  seatsAvailable: msg`Seats are still available: register instead of joining the waiting list.`,
  alreadyRegistered: msg`You are already registered for this event.`,
  notRegistered: msg`You are not registered for this event.`,
  ticketNotFound: msg`This ticket is not valid for this event.`,
  ticketRevoked: msg`This ticket was cancelled.`,
  certificateNotFound: msg`No certificate has this code. Check the code and try again.`,
  notCheckedIn: msg`A certificate can only be issued to attendees who were checked in.`,
  certificateAlreadyRevoked: msg`This certificate was already revoked.`,
  certificateRevoked: msg`This certificate was revoked: it is no longer valid.`,
  bodyNotObject: msg`The profile could not be read. Please reload the page and try again.`,
  avatarNotOwned: msg`This photo is not one you uploaded. Please choose your photo again.`,
} satisfies Record<ScreenErrorCode, MessageDescriptor>

addScreenErrorMessages(SCREEN_ERROR_MESSAGES)
