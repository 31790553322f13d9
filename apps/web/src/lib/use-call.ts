import { useCallback, useEffect, useRef, useState } from 'react';

type State<Data> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: Data; error: null }
  | { status: 'error'; data: undefined; error: Error };

type Callbacks<Vars, Data> = {
  onSuccess?: (data: Data, vars: Vars) => unknown;
  onError?: (error: Error, vars: Vars) => unknown;
  /** After either, when the page is still there. */
  onSettled?: () => unknown;
};

const idle = { status: 'idle', data: undefined, error: null } as const;

/**
 * One call the page makes on a press (sign in, send a code), with its state: `useMutation`'s
 * shape without a query cache. The sign-in pages use it, so a first visit there does not
 * download the cache library for calls it never keeps. Only the latest call's answer counts.
 */
export function useCall<Vars, Data>(send: (vars: Vars) => Promise<Data>) {
  const [state, setState] = useState<State<Data>>(idle);
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const sendRef = useRef(send);
  sendRef.current = send;

  const mutate = useCallback((vars: Vars, callbacks: Callbacks<Vars, Data> = {}) => {
    const id = ++latest.current;
    setState({ status: 'pending', data: undefined, error: null });
    const current = () => mounted.current && id === latest.current;
    sendRef.current(vars).then(
      (data) => {
        if (!current()) return;
        setState({ status: 'success', data, error: null });
        callbacks.onSettled?.();
        callbacks.onSuccess?.(data, vars);
      },
      (reason: unknown) => {
        if (!current()) return;
        const error = reason instanceof Error ? reason : new Error(String(reason));
        setState({ status: 'error', data: undefined, error });
        callbacks.onSettled?.();
        callbacks.onError?.(error, vars);
      },
    );
  }, []);

  const reset = useCallback(() => {
    latest.current += 1;
    setState(idle);
  }, []);

  return {
    ...state,
    mutate,
    reset,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
  };
}
