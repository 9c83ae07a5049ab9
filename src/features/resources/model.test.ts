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
    ['pdf', 'PDF', 'ملف PDF', 'file'],
    ['docx', 'DOCX', 'مستند وورد', 'file'],
    ['DOC', 'DOCX', 'مستند وورد', 'file'],
    ['xlsx', 'XLSX', 'جدول إكسل', 'table'],
    ['jpeg', 'JPG', 'صورة JPG', 'image'],
    ['link', 'Link', 'رابط', 'link'],
    ['txt', 'TXT', 'ملف نصي', 'file'],
    ['zip', 'zip', 'zip', 'file'],
  ])('file type %s → %s / %s', (type, en, ar, icon) => {
    expect(fileTypeIcon(type, 'en')).toEqual({ icon, label: en })
    expect(fileTypeIcon(type, 'ar')).toEqual({ icon, label: ar })
  })
  it('a filter change resets the page', () => {
    expect(
      changeResourcesSearch(
        { page: 3, search: '', category: undefined, file_type: undefined, sort: undefined },
        { file_type: 'pdf' },
      ).page,
    ).toBe(1)
  })
})
