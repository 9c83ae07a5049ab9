import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../primitives/breakpoints'
import { vars } from '../primitives/theme.css'

/** The "Filters" button: a phone's only; wider screens show the filters inline. */
// Doubled class: wins over the button's own display whatever order the style sheets load in.
export const opener = style({ '@media': { [media.wide]: { selectors: { '&&': { display: 'none' } } } } })
export const wideOnly = style({ '@media': { [media.phone]: { selectors: { '&&': { display: 'none' } } } } })
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
globalStyle(`${fields} select`, { width: '100%' })
// A toolbar's select grows along its row; in the sheet's column it keeps its own height.
// (Element and class: it outranks the field's own single-class flex whatever the style sheets' order.)
globalStyle(`${fields} > div, ${fields} > label`, { flex: 'none' })
