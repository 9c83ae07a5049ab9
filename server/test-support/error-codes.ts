import { isErrorCode } from '@contract/errors'
import { appendFileSync } from 'node:fs'
import type { createApp } from '../app'
import { assertDocumentedAnswer } from './openapi-answers'

/** A page for readers (the rendered 404 and 500) says it in words instead; only failed answers are read. */
export async function assertListedErrorCode(response: Response, what: string): Promise<void> {
  if (response.status < 400 || response.body === null) return
  if (/^text\/html/i.test(response.headers.get('Content-Type') ?? '')) return
  const text = await response.clone().text()
  if (text === '') return
  let code: unknown
  try {
    const body: unknown = JSON.parse(text)
    code = typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined
  } catch {
    code = undefined
  }
  if (!isErrorCode(code)) {
    throw new Error(`${what} answered ${response.status} without a listed error code: ${text.slice(0, 300)}`)
  }
}

/** What a request was, for the failure messages: method and URL. */
export function requestOf(
  input: Request | URL | string,
  init?: RequestInit,
): { method: string; url: string } {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
  const url = input instanceof Request ? input.url : String(input)
  return { method, url }
}

/**
 * Makes every answer of `app.request` pass `assertListedErrorCode` and match the API
 * document (`assertDocumentedAnswer`). With OPENAPI_MISMATCH_LOG set to a file, document
 * mismatches are appended there instead of failing the test: one run lists them all.
 */
export function checkAnswersOf(app: ReturnType<typeof createApp>): void {
  const request = app.request
  app.request = async (...args) => {
    const response = await request(...args)
    const sent = requestOf(args[0], args[1])
    await assertListedErrorCode(response, `${sent.method} ${sent.url}`)
    const log = process.env.OPENAPI_MISMATCH_LOG
    try {
      await assertDocumentedAnswer(sent, response)
    } catch (error) {
      if (!log || !(error instanceof Error)) throw error
      appendFileSync(log, `${error.message}\n`)
    }
    return response
  }
}
