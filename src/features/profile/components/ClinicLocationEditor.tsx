import { regionOfCity } from '@contract/reference-data'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { nearestCity } from '../places'
import { Group } from './editors'
import type { EditorProps } from './ProfileSection'
import * as css from './profile.css'
import { allReferenceOptions, referenceOption, useReferenceLabels } from '@/lib/reference-labels'
import { button } from '@/ui/button.css'

type Locating =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'found'; city: string }
  | { state: 'far' }
  | { state: 'failed' }

/**
 * Where the clinic is: region and city chosen from the reference lists (codes stored, labels
 * shown in the reader's language; a value typed before the lists existed stays as one more
 * choice), the street address typed, and an optional "Use my location" that names the nearest
 * listed city and keeps the position for a map. Coordinates are never the visible value.
 */
export function ClinicLocationEditor({ form, change, label, aside }: EditorProps) {
  const { t } = useLingui()
  const { locale } = useReferenceLabels()
  const [locating, setLocating] = useState<Locating>({ state: 'idle' })
  const location = form.clinic_location
  const regions = allReferenceOptions('region', locale)
  const cities = allReferenceOptions('city', locale).filter(
    (option) => !location.region || regionOfCity(option.value) === location.region,
  )
  // A stored value that is not a code of the list (typed before the lists) is kept as a choice.
  const extraRegion =
    location.region && !regions.some((option) => option.value === location.region)
      ? referenceOption('region', location.region, locale)
      : null
  const extraCity =
    location.city && !cities.some((option) => option.value === location.city)
      ? referenceOption('city', location.city, locale)
      : null
  const hasPosition = location.lat !== '' && location.lng !== ''
  const nearest = locating.state === 'found' ? locating.city : ''

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocating({ state: 'failed' })
    setLocating({ state: 'busy' })
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const near = nearestCity(coords.latitude, coords.longitude)
        change.setIn('clinic_location', {
          lat: coords.latitude.toFixed(5),
          lng: coords.longitude.toFixed(5),
          ...(near ? { city: near.city, region: near.region } : {}),
        })
        setLocating(
          near
            ? { state: 'found', city: referenceOption('city', near.city, locale).label }
            : { state: 'far' },
        )
      },
      () => setLocating({ state: 'failed' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    )
  }

  const text = (
    key: 'hospital' | 'department' | 'address1' | 'address2' | 'postal_code' | 'country',
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
      {text('hospital', t`Hospital`)}
      {text('department', t`Department`)}
      {/* Labelled by id, not wrapped: a wrapping label would add every option's text to the select's name. */}
      <div className={css.field}>
        <label htmlFor="profile-clinic_location-region">{t`Region`}</label>
        <select
          id="profile-clinic_location-region"
          className={css.control}
          value={location.region}
          onChange={(event) => {
            const region = event.target.value
            // A city of another region no longer fits the chosen one.
            const city =
              location.city &&
              regionOfCity(location.city) !== region &&
              regionOfCity(location.city) !== undefined
                ? ''
                : location.city
            change.setIn('clinic_location', { region, city })
          }}
        >
          <option value="">{t`Choose a region`}</option>
          {extraRegion ? <option value={extraRegion.value}>{extraRegion.label}</option> : null}
          {regions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={css.field}>
        <label htmlFor="profile-clinic_location-city">{t`City`}</label>
        <select
          id="profile-clinic_location-city"
          className={css.control}
          value={location.city}
          onChange={(event) => {
            const city = event.target.value
            change.setIn('clinic_location', { city, region: regionOfCity(city) ?? location.region })
          }}
        >
          <option value="">{t`Choose a city`}</option>
          {extraCity ? <option value={extraCity.value}>{extraCity.label}</option> : null}
          {cities.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
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
              ? t`No listed city is near you; choose the city yourself. The map position is saved with your clinic.`
              : locating.state === 'failed'
                ? t`Your location could not be read. Choose the region and city instead.`
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
