import arabicRegular from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url'
import latinRegular from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2?url'

/** The same files the stylesheet names, so the preload is the download. */
export const REGULAR_FACE = { ar: arabicRegular, en: latinRegular } as const
