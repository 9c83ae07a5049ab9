import { type CITIES, regionOfCity, type RegionCode } from '@contract/reference-data'

type CityCode = (typeof CITIES)[number]['code']

/**
 * Where each city of the reference list is (its centre, in degrees), so "Use my location"
 * can name the nearest city instead of showing coordinates. Every city of the list needs an
 * entry: a city added to the reference data does not compile here until it has one.
 */
const CITY_CENTRES = {
  riyadh: [24.7136, 46.6753],
  jeddah: [21.4858, 39.1925],
  makkah: [21.3891, 39.8579],
  madinah: [24.5247, 39.5692],
  dammam: [26.4207, 50.0888],
  khobar: [26.2172, 50.1971],
  dhahran: [26.2361, 50.0393],
  taif: [21.2703, 40.4158],
  tabuk: [28.3835, 36.5662],
  buraidah: [26.3592, 43.9818],
  abha: [18.2164, 42.5053],
  'khamis-mushait': [18.3, 42.7333],
  hail: [27.5114, 41.7208],
  jazan: [16.8892, 42.5511],
  najran: [17.5656, 44.2289],
  'al-ahsa': [25.3833, 49.5866],
  jubail: [27.0046, 49.646],
  yanbu: [24.0895, 38.0618],
  'al-baha': [20.0129, 41.4677],
  sakaka: [29.9697, 40.2064],
  arar: [30.9753, 41.0381],
  qatif: [26.5196, 50.0115],
} as const satisfies Record<CityCode, readonly [number, number]>

/** Farther than this from every listed city, a position names no city (the coordinates are kept alone). */
export const NEAREST_CITY_MAX_KM = 150

const EARTH_RADIUS_KM = 6371
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance between two points (haversine), in kilometres. */
export function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const dLat = radians(b[0] - a[0])
  const dLng = radians(b[1] - a[1])
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[0])) * Math.cos(radians(b[0])) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The listed city nearest to a position, with its region, or null when none is within NEAREST_CITY_MAX_KM. */
export function nearestCity(lat: number, lng: number): { city: string; region: RegionCode } | null {
  let best: { code: string; km: number } | null = null
  for (const [code, centre] of Object.entries(CITY_CENTRES)) {
    const km = distanceKm([lat, lng], centre)
    if (!best || km < best.km) best = { code, km }
  }
  if (!best || best.km > NEAREST_CITY_MAX_KM) return null
  const region = regionOfCity(best.code)
  return region ? { city: best.code, region } : null
}
