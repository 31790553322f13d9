import { useState } from 'react';

type Status = 'loading' | 'loaded' | 'retrying' | 'broken';
type Source = {
  src: string | null;
  /** The detail version this state has seen. */
  seen: number;
  /** Bumped for each new load of the `<img>` (its key: the same link can be loaded again). */
  attempt: number;
  /** This load is already a second try: its failure is shown, not retried. */
  second: boolean;
  status: Status;
};

type Options = {
  /** The photo's link in the latest detail (renewed every few minutes), null once deleted. */
  url: string | null;
  /** When that detail arrived: a newer one carries newer links. */
  version: number;
  /** Asks for the detail again (new links). */
  renew: () => void;
  /** The detail was asked again and that failed. */
  renewFailed: boolean;
  /** The photo came on screen (its opening is now in the log). */
  onShown?: () => void;
};

/**
 * The address an `<img>` of a KYC photo loads. A photo on screen, or on its way, keeps its link: a
 * renewed link would download it again (and log another opening) for nothing. A failed load (most
 * often a link that expired while the tab slept) asks for new links and tries once more with the
 * new one; a second failure is shown, with a retry.
 */
export function usePhotoSource({ url, version, renew, renewFailed, onShown }: Options) {
  const [source, setSource] = useState<Source>({
    src: url,
    seen: version,
    attempt: 0,
    second: false,
    status: 'loading',
  });

  let current = source;
  if (version !== source.seen) {
    const waiting = source.status === 'retrying' || (source.status === 'broken' && url !== source.src);
    current = waiting
      ? { src: url, seen: version, attempt: source.attempt + 1, second: true, status: 'loading' }
      : { ...source, seen: version };
    setSource(current);
  } else if (source.status === 'retrying' && renewFailed) {
    current = { ...source, status: 'broken' };
    setSource(current);
  }

  const renewAndRetry = () => {
    setSource((was) => ({ ...was, status: 'retrying' }));
    renew();
  };

  return {
    src: current.src,
    attempt: current.attempt,
    status: current.status,
    onLoad: () => {
      setSource((was) => ({ ...was, status: 'loaded', second: false }));
      onShown?.();
    },
    onError: () => {
      if (current.second) setSource((was) => ({ ...was, status: 'broken' }));
      else renewAndRetry();
    },
    /** A photo shown as broken, tried again: new links, then one more load. */
    retry: renewAndRetry,
  };
}
