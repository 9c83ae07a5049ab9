import { describe, expect, it } from 'vitest'
import { distanceKm, nearestCity } from './places'

describe('nearestCity', () => {
  it('names the listed city nearest a position, with its region', () => {
    // King Abdulaziz University Hospital, Jeddah.
    expect(nearestCity(21.4977, 39.2446)).toEqual({ city: 'jeddah', region: 'makkah' })
    // Al Khobar corniche: Khobar, not nearby Dammam or Dhahran.
    expect(nearestCity(26.2855, 50.2237)).toEqual({ city: 'khobar', region: 'eastern' })
  })

  it('names no city far from every listed one (the empty quarter, or abroad)', () => {
    expect(nearestCity(20.5, 51.5)).toBeNull()
    expect(nearestCity(51.5, -0.12)).toBeNull()
  })

  it('measures great-circle distances', () => {
    // Riyadh to Jeddah is about 850 km.
    expect(distanceKm([24.7136, 46.6753], [21.4858, 39.1925])).toBeGreaterThan(820)
    expect(distanceKm([24.7136, 46.6753], [21.4858, 39.1925])).toBeLessThan(880)
  })
})
