import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCall } from './use-call';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useCall', () => {
  it('goes pending, then success with the answer, and calls onSuccess', async () => {
    const answer = deferred<string>();
    const { result } = renderHook(() =>
      useCall((name: string) => answer.promise.then((a) => `${a} ${name}`)),
    );
    const onSuccess = vi.fn();
    act(() => result.current.mutate('Ana', { onSuccess }));
    expect(result.current.isPending).toBe(true);
    await act(async () => answer.resolve('Hello'));
    expect(result.current.isSuccess).toBe(true);
    expect(result.current.data).toBe('Hello Ana');
    expect(onSuccess).toHaveBeenCalledWith('Hello Ana', 'Ana');
  });

  it('keeps the error and calls onError; reset clears it', async () => {
    const failure = new Error('refused');
    const { result } = renderHook(() => useCall(async () => Promise.reject(failure)));
    const onError = vi.fn();
    await act(async () => result.current.mutate(undefined, { onError }));
    expect(result.current.isError).toBe(true);
    expect(result.current.error).toBe(failure);
    expect(onError).toHaveBeenCalledWith(failure, undefined);
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
    expect(result.current.error).toBeNull();
  });

  it('counts only the latest call, and nothing after reset or unmount', async () => {
    const first = deferred<number>();
    const second = deferred<number>();
    const calls = [first, second];
    const { result, unmount } = renderHook(() => useCall(() => (calls.shift() as typeof first).promise));
    const onSuccess = vi.fn();
    act(() => result.current.mutate(undefined, { onSuccess }));
    act(() => result.current.mutate(undefined, { onSuccess }));
    await act(async () => second.resolve(2));
    await act(async () => first.resolve(1));
    expect(result.current.data).toBe(2);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    const late = deferred<number>();
    calls.push(late);
    act(() => result.current.mutate(undefined, { onSuccess }));
    unmount();
    await act(async () => late.resolve(3));
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
