/** `'/a/:x/b/:y'` → `'x' | 'y'`. */
type ParamName<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer More}`
    ? Name | ParamName<More>
    : Rest
  : never;

type HrefOptions = {
  /** Empty values are left out of the address. */
  query?: URLSearchParams | Record<string, string | number | null | undefined>;
  /** Without the `#`. */
  hash?: string;
};

type Href<P extends string> = [ParamName<P>] extends [never]
  ? (options?: HrefOptions) => string
  : (params: Record<ParamName<P>, string>, options?: HrefOptions) => string;

export type RoutePath<P extends string> = {
  /** The React Router pattern. */
  path: P;
  href: Href<P>;
};

function queryString(query: HrefOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  const pairs = query instanceof URLSearchParams ? query.entries() : Object.entries(query);
  for (const [key, value] of pairs)
    if (value !== null && value !== undefined && value !== '') params.append(key, `${value}`);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Parameters are percent-encoded: an id holding `/`, `?` or `#` stays one segment. */
export function routePath<P extends string>(path: P): RoutePath<P> {
  const hasParams = path.includes(':');
  const href = (...args: [Record<string, string> | HrefOptions | undefined, HrefOptions?]) => {
    const params = (hasParams ? args[0] : {}) as Record<string, string>;
    const options = (hasParams ? args[1] : args[0]) as HrefOptions | undefined;
    const filled = path.replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
      return encodeURIComponent(value);
    });
    const hash = options?.hash ? `#${encodeURIComponent(options.hash)}` : '';
    return `${filled}${queryString(options?.query)}${hash}`;
  };
  return { path, href: href as Href<P> };
}
