type AudioContextConstructor = new () => AudioContext;

/**
 * A phone's ring (two short tones every three seconds) made by the browser, no sound file to
 * download. Silent where the browser does not let a page play sound before the member touched it.
 * Answers the function that stops it.
 */
export function startRingTone(): () => void {
  const Context = (globalThis as { AudioContext?: AudioContextConstructor }).AudioContext;
  if (!Context) return () => undefined;
  let context: AudioContext;
  try {
    context = new Context();
  } catch {
    return () => undefined;
  }
  const ring = () => {
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 440],
      [0.45, 480],
    ] as const) {
      const tone = context.createOscillator();
      const volume = context.createGain();
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.0001, start + offset);
      volume.gain.exponentialRampToValueAtTime(0.12, start + offset + 0.05);
      volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.4);
      tone.connect(volume).connect(context.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.42);
    }
  };
  ring();
  const timer = setInterval(ring, 3000);
  return () => {
    clearInterval(timer);
    void context.close().catch(() => undefined);
  };
}
