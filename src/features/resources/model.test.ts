import { describe, expect, it } from 'vitest'
import { changeResourcesSearch, fileTypeIcon, splitTags } from './model'

describe('resources model', () => {
  it.each([
    ['spine, trauma ,  ,imaging', ['spine', 'trauma', 'imaging']],
    ['', []],
    ['one', ['one']],
  ])('splitTags(%j)', (tags, expected) => {
    expect(splitTags(tags)).toEqual(expected)
  })
  it.each([
    ['pdf', 'PDF'],
    ['docx', 'DOCX'],
    ['xlsx', 'XLSX'],
    ['link', 'LINK'],
    ['txt', 'TXT'],
  ])('file type %s → %s', (type, label) => {
    expect(fileTypeIcon(type).label).toBe(label)
  })
  it('a filter change resets the page', () => {
    expect(changeResourcesSearch({ page: 3, search: '', category: undefined, file_type: undefined, sort: undefined }, { file_type: 'pdf' }).page).toBe(1)
  })
})
