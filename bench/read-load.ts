import autocannon from 'autocannon';

export type Run = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
};

/**
 * GETs at `target` from `connections` connections for `duration` seconds, cycling through
 * `paths`, each with its member's token when it has one: the read benchmarks' one load.
 */
export async function readLoad(
  paths: Array<{ path: string; token?: string }>,
  target: string,
  connections: number,
  duration: number,
): Promise<Run> {
  let next = 0;
  const result = await autocannon({
    url: target,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const item = paths[next++ % paths.length] as { path: string; token?: string };
          return {
            ...request,
            path: item.path,
            headers: item.token
              ? { ...request.headers, authorization: `Token ${item.token}` }
              : request.headers,
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
