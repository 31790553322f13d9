import type {
  Attempt,
  AttemptStart,
  Beat,
  FinishBody,
  FinishResult,
} from '@betogether/contracts/tasks/task-play.schemas';
import { HEARTBEAT_SECONDS } from '@betogether/contracts/tasks/tasks.constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { isRetryableError, useIdempotencyKeys } from '@/lib/idempotency-keys';
import { finishAttempt } from '../api/finish-attempt';
import { sendHeartbeat } from '../api/send-heartbeat';
import { startAttempt } from '../api/start-attempt';
import { usePageHidden } from './use-page-hidden';

/**
 * `idle` before Start, `starting`, `watching` (beats going out), `finishing`, `finishFailed` (no
 * answer: the same finish may be sent again), `finished`, `stopped` (a refusal: see `error`).
 */
export type ClockPhase =
  | 'idle'
  | 'starting'
  | 'watching'
  | 'finishing'
  | 'finishFailed'
  | 'finished'
  | 'stopped';

type Options = {
  taskId: string;
  /** The member's attempt when the task loaded (null: never started). */
  initial: Attempt | null;
  /** Video tasks: the video's current time, sent with every beat. */
  position?: () => number;
  /** A video counts only while it plays; a picture whenever the page shows. */
  playing?: boolean;
};

const isCode = (error: unknown, code: string) => error instanceof ApiError && error.code === code;
const TICK_MS = 250;

/** A heartbeat's (or the finish's) body: the last beat, whether the page shows, the video's time. */
function beatBody(current: Beat, visible: boolean, at: number | undefined): FinishBody {
  return {
    seq: current.seq,
    token: current.token,
    visible,
    ...(at === undefined ? {} : { position: Math.max(0, Math.round(at * 100) / 100) }),
  };
}

/**
 * The viewing clock, kept by the server (docs: tasks behaviour): Start answers a signed beat; while
 * the page shows, a heartbeat goes out every `beat.everySeconds` with the LAST beat received (each
 * token is good once, in order) and answers the counted time and the next beat. Between two answers
 * the shown time moves on by itself, never more than one beat ahead of the server. A hidden page
 * tells the server at once (`visible: false`) and counts nothing; back in view, Start again resumes
 * the same attempt with a fresh beat. Finish carries an Idempotency-Key: a retry after a lost answer
 * sends the same key and body, so the reward is paid once.
 */
export function useViewingClock({ taskId, initial, position, playing = true }: Options) {
  const [phase, setPhase] = useState<ClockPhase>('idle');
  const [attempt, setAttempt] = useState<Attempt | null>(initial);
  const [beatAt, setBeatAt] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const [offline, setOffline] = useState(false);
  const [retries, setRetries] = useState(0);
  const [result, setResult] = useState<FinishResult | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const hidden = usePageHidden();
  const keys = useIdempotencyKeys();
  const beat = useRef<Beat | null>(null);
  const attemptRef = useRef(attempt);
  attemptRef.current = attempt;
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const positionRef = useRef(position);
  positionRef.current = position;
  // Answers from an older chain of beats (before a restart, after leaving) are ignored.
  const generation = useRef(0);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const pendingFinish = useRef<FinishBody | null>(null);
  const countFrom = useRef(0);

  const receive = useCallback((gen: number, answer: AttemptStart) => {
    if (gen !== generation.current) return;
    beat.current = answer.beat;
    setAttempt(answer.attempt);
    setBeatAt(Date.now());
    setOffline(false);
    setError(null);
    if (answer.attempt.status !== 'watching') setPhase('stopped');
  }, []);

  /** Start, or resume the same attempt with a fresh beat (after hiding, or a refused beat). */
  const resume = useCallback(
    async (announce: boolean) => {
      const gen = ++generation.current;
      beat.current = null;
      if (announce) setPhase('starting');
      setError(null);
      try {
        const answer = await startAttempt(taskId);
        if (gen !== generation.current) return;
        setPhase('watching');
        receive(gen, answer);
      } catch (failure) {
        if (gen !== generation.current) return;
        setError(failure);
        setPhase('stopped');
      }
    },
    [taskId, receive],
  );

  const start = useCallback(() => void resume(true), [resume]);

  // Hidden: the server hears it at once and counts nothing; back in view, a fresh beat.
  const wasHidden = useRef(hidden);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of visibility acts.
  useEffect(() => {
    if (hidden === wasHidden.current) return;
    wasHidden.current = hidden;
    if (phaseRef.current !== 'watching') return;
    const current = beat.current;
    const owner = attemptRef.current;
    if (!hidden) return void resume(false);
    const gen = generation.current;
    if (current && owner && !inFlight.current)
      sendHeartbeat(owner.id, beatBody(current, false, positionRef.current?.())).then(
        (answer) => receive(gen, answer),
        () => undefined,
      );
  }, [hidden]);

  // The next heartbeat, one beat after the last answer, while the page shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new beat (or a retry) schedules the next one.
  useEffect(() => {
    const current = beat.current;
    const owner = attemptRef.current;
    if (phase !== 'watching' || hidden || !current || !owner) return;
    const gen = generation.current;
    const timer = setTimeout(() => {
      // A restart since (back in view, a refused beat) has its own beat: this one is stale.
      if (gen !== generation.current || beat.current !== current) return;
      const sent = sendHeartbeat(owner.id, beatBody(current, true, positionRef.current?.())).then(
        (answer) => receive(gen, answer),
        (failure: unknown) => {
          if (gen !== generation.current) return;
          // The beat was used elsewhere (another tab): a fresh one from Start.
          if (isCode(failure, 'HEARTBEAT_REFUSED')) return void resume(false);
          if (isRetryableError(failure)) {
            setOffline(true);
            setRetries((n) => n + 1);
            return;
          }
          setError(failure);
          setPhase('stopped');
        },
      );
      const tracked = sent.finally(() => {
        if (inFlight.current === tracked) inFlight.current = null;
      });
      inFlight.current = tracked;
    }, current.everySeconds * 1000);
    return () => clearTimeout(timer);
  }, [phase, hidden, beatAt, retries]);

  const counting = phase === 'watching' && !hidden && playing && beatAt > 0;
  useEffect(() => {
    if (!counting) return;
    countFrom.current = Date.now();
    setNow(countFrom.current);
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [counting]);

  useEffect(
    () => () => {
      generation.current += 1;
    },
    [],
  );

  const finish = useCallback(async () => {
    const owner = attemptRef.current;
    if (!owner) return;
    setPhase('finishing');
    setError(null);
    // A heartbeat on its way holds the last beat: its answer brings the one to finish with.
    await inFlight.current?.catch(() => undefined);
    if (!pendingFinish.current) {
      const current = beat.current;
      if (!current) return void resume(false);
      pendingFinish.current = beatBody(
        current,
        document.visibilityState === 'visible',
        positionRef.current?.(),
      );
    }
    const body = pendingFinish.current;
    const gen = ++generation.current;
    try {
      const answer = await finishAttempt(owner.id, body, keys.keyFor({ attemptId: owner.id, body }));
      keys.settle();
      pendingFinish.current = null;
      if (gen !== generation.current) return;
      setAttempt(answer.attempt);
      setResult(answer);
      setPhase('finished');
    } catch (failure) {
      if (gen !== generation.current) return;
      if (isRetryableError(failure)) {
        setError(failure);
        setPhase('finishFailed');
        return;
      }
      keys.settle();
      pendingFinish.current = null;
      // Too early, or the beat was used: the clock goes on from a fresh beat, the message stays.
      if (isCode(failure, 'WATCH_INCOMPLETE') || isCode(failure, 'HEARTBEAT_REFUSED')) {
        await resume(false);
        if (isCode(failure, 'WATCH_INCOMPLETE')) setError(failure);
        return;
      }
      setError(failure);
      setPhase('stopped');
    }
  }, [keys, resume]);

  const every = beat.current?.everySeconds ?? HEARTBEAT_SECONDS;
  const since = counting
    ? Math.min(every, Math.max(0, (now - Math.max(beatAt, countFrom.current)) / 1000))
    : 0;
  const shownSeconds = attempt ? Math.min(attempt.secondsNeeded, attempt.watchedSeconds + since) : 0;

  return {
    phase,
    attempt,
    result,
    error,
    hidden,
    offline,
    /** The counted time, moving on smoothly between the server's answers. */
    shownSeconds,
    /** The server counted enough: the reward may be claimed. */
    enough: attempt !== null && attempt.watchedSeconds >= attempt.secondsNeeded,
    start,
    finish: () => void finish(),
  };
}

export type ViewingClock = ReturnType<typeof useViewingClock>;
