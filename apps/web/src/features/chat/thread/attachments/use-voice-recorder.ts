import { useCallback, useEffect, useRef, useState } from 'react';

/** Why recording could not start: the microphone refused, missing, or no recorder in this browser. */
export type RecorderProblem = 'denied' | 'no-microphone' | 'unsupported' | 'failed';

export type RecorderState =
  | { status: 'starting' }
  | { status: 'recording'; seconds: number }
  | { status: 'stopped' }
  | { status: 'problem'; problem: RecorderProblem };

// What each browser records: Opus in WebM (Chromium, Firefox), AAC in MP4 (Safari), Opus in Ogg.
const TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

/** Whether this browser can record a voice note at all (the microphone button shows only then). */
export function canRecordVoice(): boolean {
  return typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

function problemOf(error: unknown): RecorderProblem {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-microphone';
  return 'failed';
}

/**
 * Records the microphone from the moment it mounts (one recording per mount): the seconds go by,
 * and at `maxSeconds` it stops by itself and hands over the sound (`onDone`). `finish` stops and
 * hands it over; `discard` stops and keeps nothing. The microphone is released either way.
 */
export function useVoiceRecorder(maxSeconds: number, onDone: (sound: Blob) => void) {
  const [state, setState] = useState<RecorderState>({ status: 'starting' });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const keep = useRef(true);
  const done = useRef(onDone);
  done.current = onDone;

  const release = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const stop = useCallback(
    (keepIt: boolean) => {
      keep.current = keepIt;
      const active = recorder.current;
      if (active && active.state !== 'inactive') active.stop();
      else release();
    },
    [release],
  );

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    (async () => {
      if (!canRecordVoice()) return setState({ status: 'problem', problem: 'unsupported' });
      try {
        const media = await navigator.mediaDevices.getUserMedia({ audio: true });
        if (cancelled) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream.current = media;
        const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type));
        const active = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
        recorder.current = active;
        const chunks: Blob[] = [];
        active.ondataavailable = (event) => {
          if (event.data.size > 0) chunks.push(event.data);
        };
        active.onstop = () => {
          clearInterval(timer);
          release();
          setState({ status: 'stopped' });
          if (keep.current && chunks.length > 0)
            done.current(
              new Blob(chunks, { type: (active.mimeType || mimeType || 'audio/webm').split(';')[0] }),
            );
        };
        const startedAt = Date.now();
        active.start(250);
        setState({ status: 'recording', seconds: 0 });
        timer = setInterval(() => {
          const seconds = Math.floor((Date.now() - startedAt) / 1000);
          if (seconds >= maxSeconds) stop(true);
          else setState({ status: 'recording', seconds });
        }, 250);
      } catch (error) {
        release();
        if (!cancelled) setState({ status: 'problem', problem: problemOf(error) });
      }
    })();
    return () => {
      cancelled = true;
      clearInterval(timer);
      keep.current = false;
      const active = recorder.current;
      if (active && active.state !== 'inactive') active.stop();
      release();
    };
  }, [maxSeconds, release, stop]);

  return { state, finish: () => stop(true), discard: () => stop(false) };
}
