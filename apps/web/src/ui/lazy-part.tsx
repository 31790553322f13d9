import { type ComponentType, lazy, Suspense, useState } from 'react';

type Openable = { open: boolean };

export type LazyPart<P extends Openable> = ComponentType<P> & {
  /** Starts the download, once: a hover, a focus and the opening share it. */
  preload: () => void;
  /** For the trigger: the part downloads while the pointer or the focus reaches it, before the click. */
  preloadProps: { onPointerEnter: () => void; onFocus: () => void };
};

type OpenedOnceProps<P extends Openable> = { part: ComponentType<P>; props: P };

/** Nothing until `open` first turns true, then the part for good (its close transition plays). */
function OpenedOnce<P extends Openable>({ part: Loaded, props }: OpenedOnceProps<P>) {
  const [everOpened, setEverOpened] = useState(props.open);
  // Adjusted while rendering (not in an effect), so the first opening renders the part at once.
  if (props.open && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}

/**
 * An overlay (menu, drawer, dialog, popover) in its own chunk: the MUI Modal family it pulls in
 * (~18 KB gzip) is not downloaded with a page where nothing is open yet. The part renders nothing
 * until its `open` first turns true; from then on it stays mounted, so closing still plays the exit
 * transition and focus goes back to the trigger.
 */
export function lazyPart<P extends Openable>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download (offline, or a new deployment replaced the chunk) is tried again next time.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Loaded = lazy(async () => ({ default: await start() }));

  // biome-ignore lint/correctness/noComponentHookFactories: lazyPart runs once per part at module level, as lazy() does.
  const Part = (props: P) => <OpenedOnce part={Loaded} props={props} />;

  const preload = () => void start().catch(() => undefined);
  return Object.assign(Part, { preload, preloadProps: { onPointerEnter: preload, onFocus: preload } });
}
