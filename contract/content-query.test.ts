import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { EventListQuerySchema, EventsSearchSchema, eventsSearchToQuery } from './events'
import { JobListQuerySchema } from './jobs'
import { PostListQuerySchema } from './posts'

describe('list query schemas', () => {
  it('parses query-string text and typed values alike', () => {
    expect(v.parse(EventListQuerySchema, { page: '2', limit: '9', upcoming: 'true' })).toMatchObject({
      page: 2,
      limit: 9,
      upcoming: true,
    })
    expect(v.parse(EventListQuerySchema, { page: 2, limit: 9, upcoming: true })).toMatchObject({
      page: 2,
      limit: 9,
      upcoming: true,
    })
    expect(v.parse(EventListQuerySchema, {})).toMatchObject({ page: 1, limit: 9, search: '' })
    expect(v.parse(PostListQuerySchema, {})).toMatchObject({ type: 'news', limit: 12 })
    expect(v.parse(JobListQuerySchema, { category: '' }).category).toBeUndefined()
  })
  it.each([
    [{ page: 'abc' }],
    [{ page: '0' }],
    [{ page: '1.5' }],
    [{ limit: '-1' }],
    [{ limit: '10000' }],
    [{ upcoming: 'yes' }],
    [{ category: 'evil' }],
    [{ order: 'sideways' }],
    [{ search: 'x'.repeat(101) }],
  ])('rejects %j', (input) => {
    expect(v.safeParse(EventListQuerySchema, input).success).toBe(false)
  })
  it('maps the /events address to the API query', () => {
    const search = v.parse(EventsSearchSchema, { page: 3, sort: 'bogus', status: 'all' })
    expect(eventsSearchToQuery(search)).toEqual({ page: 3, limit: 9, upcoming: true })
    expect(eventsSearchToQuery(v.parse(EventsSearchSchema, { sort: 'oldest', category: 'webinar' }))).toEqual(
      {
        page: 1,
        limit: 9,
        category: 'webinar',
        order: 'asc',
      },
    )
  })
  it.each([
    [{}, { upcoming: true }],
    [{ sort: 'past' }, { past: true }],
    [{ sort: 'newest' }, { order: 'desc' }],
    [{ status: 'completed' }, { status: 'completed', order: 'desc' }],
    [{ status: 'ongoing' }, { status: 'ongoing', order: 'asc' }],
    [{ status: 'registration-open' }, { status: 'registration-open', upcoming: true }],
    [
      { status: 'upcoming', sort: 'past' },
      { status: 'upcoming', order: 'asc' },
    ],
    [
      { status: 'completed', sort: 'past' },
      { status: 'completed', past: true },
    ],
  ])('an /events address %j never asks for a contradiction: %j', (address, expected) => {
    expect(eventsSearchToQuery(v.parse(EventsSearchSchema, address))).toEqual({
      page: 1,
      limit: 9,
      ...expected,
    })
  })

  it('turns control characters of a search into spaces (PostgreSQL refuses NUL in text)', () => {
    expect(v.parse(PostListQuerySchema, { search: 'ab\u0000cd\u0007' }).search).toBe('ab cd')
    // A job location is then read as its city's code.
    expect(v.parse(JobListQuerySchema, { location: '\u0000Riyadh' }).location).toBe('riyadh')
  })
})
