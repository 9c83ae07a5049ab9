/** Enough for the member to recognise their devices, not an exact version. */
export interface DeviceParts {
  browser: string | null
  os: string | null
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

// iPhone and iPad before macOS (their agents say "like Mac OS X"); Android before Linux.
const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const first = (table: readonly [RegExp, string][], agent: string) =>
  table.find(([pattern]) => pattern.test(agent))?.[1] ?? null

export function deviceParts(userAgent: string | null | undefined): DeviceParts {
  if (!userAgent) return { browser: null, os: null }
  return { browser: first(BROWSERS, userAgent), os: first(SYSTEMS, userAgent) }
}

export function deviceName(userAgent: string | null | undefined): string {
  const { browser, os } = deviceParts(userAgent)
  if (!browser) return os ? `Unknown browser on ${os}` : 'Unknown browser'
  return os ? `${browser} on ${os}` : browser
}
