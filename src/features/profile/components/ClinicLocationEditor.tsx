import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { nearestCity } from '../places'
import { Group } from './editors'
import type { EditorProps } from './ProfileSection'
import * as css from './profile.css'
import { referenceOption, useReferenceLabels } from '@/lib/i18n/reference-labels'
import { button } from '@/ui/primitives/button.css'

type Locating =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'found'; city: string }
  | { state: 'far' }
  | { state: 'failed' }

/**
 * Where the clinic is, beyond the main hospital and city asked once above it (the clinic is
 * at them, its region the city's): the department and the street address typed, and an
 * optional "Use my location" that fills the main city with the nearest listed one and keeps
 * the position for a map. Coordinates are never the visible value.
 */
export function ClinicLocationEditor({ form, change, label, aside }: EditorProps) {
  const { t } = useLingui()
  const { locale } = useReferenceLabels()
  const [locating, setLocating] = useState<Locating>({ state: 'idle' })
  const location = form.clinic_location
  const hasPosition = location.lat !== '' && location.lng !== ''
  const nearest = locating.state === 'found' ? locating.city : ''

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocating({ state: 'failed' })
    setLocating({ state: 'busy' })
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const near = nearestCity(coords.latitude, coords.longitude)
        const city = near ? referenceOption('city', near.city, locale).label : ''
        change.setIn('clinic_location', {
          lat: coords.latitude.toFixed(5),
          lng: coords.longitude.toFixed(5),
          ...(near ? { region: near.region } : {}),
        })
        if (near) change.set('city', city)
        setLocating(near ? { state: 'found', city } : { state: 'far' })
      },
      () => setLocating({ state: 'failed' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    )
  }

  const text = (
    key: 'department' | 'address1' | 'address2' | 'postal_code' | 'country',
    partLabel: string,
  ) => (
    <label className={css.field}>
      {partLabel}
      <input
        id={`profile-clinic_location-${key}`}
        className={css.control}
        dir={key === 'postal_code' ? 'ltr' : 'auto'}
        inputMode={key === 'postal_code' ? 'numeric' : undefined}
        value={location[key]}
        onChange={(event) => change.setIn('clinic_location', { [key]: event.target.value })}
      />
    </label>
  )
  return (
    <Group label={label} aside={aside}>
      <p className={`${css.hint} ${css.wide}`}>
        <Trans>At your main hospital, in your main city.</Trans>
      </p>
      {text('department', t`Department`)}
      <div className={css.wide}>
        <div className={css.actions}>
          <button
            type="button"
            className={button.secondary}
            onClick={locate}
            disabled={locating.state === 'busy'}
          >
            {locating.state === 'busy' ? t`Finding your location…` : t`Use my location`}
          </button>
          {hasPosition ? (
            <button
              type="button"
              className={button.ghost}
              onClick={() => {
                change.setIn('clinic_location', { lat: '', lng: '' })
                setLocating({ state: 'idle' })
              }}
            >
              <Trans>Remove map position</Trans>
            </button>
          ) : null}
        </div>
        <p role="status" className={css.hint}>
          {locating.state === 'found'
            ? t`Nearest city: ${nearest}. The map position is saved with your clinic.`
            : locating.state === 'far'
              ? t`No listed city is near you; type the main city yourself. The map position is saved with your clinic.`
              : locating.state === 'failed'
                ? t`Your location could not be read. Type the main city instead.`
                : hasPosition
                  ? t`A map position is saved with your clinic.`
                  : null}
        </p>
      </div>
      {text('address1', t`Address line 1`)}
      {text('address2', t`Address line 2`)}
      {text('postal_code', t`Postal code`)}
      {text('country', t`Country`)}
    </Group>
  )
}
