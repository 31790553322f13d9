const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id from the address (`:shortId`, `?member=`, `?of=`, `?remix=`) worth asking about: anything
 * else is a wrong link, shown as "not available" without a call the server would refuse (422).
 */
export function isUuid(value: string | null): value is string {
  return value !== null && UUID.test(value);
}
