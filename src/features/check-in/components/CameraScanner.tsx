import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import * as css from './check-in.css'
import { button } from '@/ui/primitives/button.css'

/** The parts of the Shape Detection API used here (not in TypeScript's DOM library yet). */
interface DetectedBarcode {
  rawValue: string
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats(): Promise<string[]>
}

/** The browser's BarcodeDetector when it reads QR codes; undefined otherwise (jsQR reads the frames then). */
async function qrDetector(): Promise<BarcodeDetectorLike | undefined> {
  const candidate: unknown = Reflect.get(window, 'BarcodeDetector')
  if (typeof candidate !== 'function') return undefined
  // A constructor found on window under the API's own name: it has the API's shape.
  const Detector = candidate as BarcodeDetectorClass
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code')
      ? new Detector({ formats: ['qr_code'] })
      : undefined
  } catch {
    return undefined
  }
}

type Reader = (video: HTMLVideoElement) => Promise<string | undefined>

/** A reader of one frame: BarcodeDetector where the browser has it, else jsQR on a canvas copy of the frame. */
async function frameReader(): Promise<Reader> {
  const detector = await qrDetector()
  if (detector) return async (video) => (await detector.detect(video))[0]?.rawValue
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    if (!context || video.videoWidth === 0) return undefined
    // Frames are read at most 640 px wide: enough for a ticket's QR at arm's length, and fast on a phone.
    const scale = Math.min(1, 640 / video.videoWidth)
    canvas.width = Math.round(video.videoWidth * scale)
    canvas.height = Math.round(video.videoHeight * scale)
    context.drawImage(video, 0, 0, canvas.width, canvas.height)
    const image = context.getImageData(0, 0, canvas.width, canvas.height)
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data
  }
}

type CameraState = 'starting' | 'running' | 'denied' | 'absent'

/** Whether the camera track can switch its torch on (read from its capabilities). */
function hasTorch(track: MediaStreamTrack | undefined): boolean {
  const capabilities = track?.getCapabilities?.()
  return !!capabilities && 'torch' in capabilities && capabilities.torch === true
}

/** The same code read again within this time is the same scan (the ticket is still in front of the camera). */
const SAME_CODE_MS = 4000
const FRAME_GAP_MS = 120

/**
 * The camera view: reads QR codes continuously and hands each new one to `onCode`. When the
 * camera is refused or missing it says so and points to typing the code or searching by name.
 */
export function CameraScanner({ onCode, onStop }: { onCode: (code: string) => void; onStop: () => void }) {
  const { t } = useLingui()
  const video = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<CameraState>('starting')
  const [track, setTrack] = useState<MediaStreamTrack>()
  const [torch, setTorch] = useState(false)
  const onCodeRef = useRef(onCode)
  onCodeRef.current = onCode

  useEffect(() => {
    let stream: MediaStream | undefined
    let timer: number | undefined
    let stopped = false
    const last = { code: '', at: 0 }
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('absent')
        return
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        })
      } catch (error) {
        setState(
          error instanceof DOMException &&
            (error.name === 'NotAllowedError' || error.name === 'SecurityError')
            ? 'denied'
            : 'absent',
        )
        return
      }
      if (stopped || !video.current) {
        stream.getTracks().forEach((each) => each.stop())
        return
      }
      video.current.srcObject = stream
      await video.current.play().catch(() => undefined)
      setTrack(stream.getVideoTracks()[0])
      setState('running')
      const read = await frameReader()
      const tick = async () => {
        if (stopped) return
        const element = video.current
        const code = element ? await read(element).catch(() => undefined) : undefined
        const now = Date.now()
        if (code && (code !== last.code || now - last.at > SAME_CODE_MS)) onCodeRef.current(code)
        if (code) Object.assign(last, { code, at: now })
        timer = window.setTimeout(() => void tick(), FRAME_GAP_MS)
      }
      void tick()
    }
    void start()
    return () => {
      stopped = true
      window.clearTimeout(timer)
      stream?.getTracks().forEach((each) => each.stop())
    }
  }, [])

  const toggleTorch = async () => {
    if (!track) return
    const next = !torch
    try {
      // `torch` is a constraint of camera tracks that TypeScript's DOM library does not list yet.
      await track.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] })
      setTorch(next)
    } catch {
      // The camera refused the torch after all: the button keeps its state.
    }
  }

  if (state === 'denied' || state === 'absent')
    return (
      <div className={css.cameraProblem} role="alert">
        <p>
          {state === 'denied'
            ? t`The camera is not allowed for this site. Allow it in the browser's site settings, or type the ticket code or search by name below.`
            : t`No camera is available on this device. Type the ticket code or search by name below.`}
        </p>
        <button type="button" className={button.secondary} onClick={onStop}>
          <Trans>Close the camera</Trans>
        </button>
      </div>
    )

  return (
    <div className={css.camera}>
      <video
        ref={video}
        className={css.video}
        muted
        playsInline
        aria-label={t`Camera view: hold the ticket's QR code in the frame`}
      />
      {state === 'starting' ? <p className={css.hint}>{t`Starting the camera…`}</p> : null}
      <div className={css.row}>
        {hasTorch(track) ? (
          <button
            type="button"
            className={button.secondary}
            aria-pressed={torch}
            onClick={() => void toggleTorch()}
          >
            <Trans>Torch</Trans>
          </button>
        ) : null}
        <button type="button" className={button.secondary} onClick={onStop}>
          <Trans>Close the camera</Trans>
        </button>
      </div>
    </div>
  )
}
