import type { Decision } from './model'

/**
 * Sound and vibration for a decision, so staff looking at the queue rather than the screen
 * know at once: one short high beep to admit; two low beeps for a repeat or a refusal. Both
 * are best effort (a browser without Web Audio or vibration stays silent and still).
 */
let audio: AudioContext | undefined

function beep(context: AudioContext, frequency: number, startAt: number, seconds: number): void {
  const oscillator = context.createOscillator()
  const gain = context.createGain()
  oscillator.type = 'sine'
  oscillator.frequency.value = frequency
  gain.gain.setValueAtTime(0.2, startAt)
  gain.gain.exponentialRampToValueAtTime(0.001, startAt + seconds)
  oscillator.connect(gain).connect(context.destination)
  oscillator.start(startAt)
  oscillator.stop(startAt + seconds)
}

export function signalDecision(decision: Decision): void {
  const admitted = decision.kind === 'admitted'
  try {
    audio ??= new AudioContext()
    void audio.resume()
    const now = audio.currentTime
    if (admitted) beep(audio, 1320, now, 0.15)
    else {
      beep(audio, 330, now, 0.18)
      beep(audio, 330, now + 0.25, 0.18)
    }
  } catch {
    // No Web Audio here: the screen and the vibration still tell.
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate(admitted ? 80 : [200, 100, 200])
}
