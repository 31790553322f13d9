import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '@betogether/contracts/common/endpoint';
import { unsafeTextReason } from '@betogether/contracts/common/text.schemas';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';

/**
 * Bad input never gives a 500 and never changes anything: for every declared endpoint (found like
 * contracts' endpoint.test.ts does, so a new one is covered without listing it), random bad path
 * parameters, queries, bodies and raw bytes, sent by someone allowed to call it. An input the
 * declared schemas refuse (or that carries NUL, broken characters, invalid UTF-8 or invalid JSON)
 * must get a 4xx and leave every table's row count and the ledger's totals as they were; any
 * other input must still not get a 5xx. Seeded: a failure prints the seed and path to replay it;
 * `FC_RUNS` runs more (12 per endpoint by default keeps the file under a minute on two cores).
 */

const contracts = path.resolve(import.meta.dirname, '../../../../../packages/contracts/src');
const declarationFiles = readdirSync(contracts, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.endpoints.ts'),
);
const endpoints: Endpoint[] = [];
for (const file of declarationFiles.sort()) {
  const exports = (await import(path.join(contracts, file))) as Record<string, Record<string, Endpoint>>;
  for (const group of Object.values(exports)) endpoints.push(...Object.values(group));
}

// Replaying one failure: FC_ONLY=<operationId> FC_SEED=<seed> FC_PATH=<path>.
const only = process.env.FC_ONLY;
const SEED = Number(process.env.FC_SEED ?? 20_260_601);
const RUNS = Number(process.env.FC_RUNS ?? 12);

// ---- what a bad value looks like --------------------------------------------------------------

const NUL = '\u0000';
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    NUL,
    `a${NUL}b`,
    '\ud800',
    'x\udfff',
    '-1',
    '0',
    '1e309',
    'NaN',
    '9'.repeat(40),
    'true',
    'null',
    '[]',
    '{}',
    '../../etc/passwd',
    '2024-13-45T99:99:99Z',
    "'; drop table users; --",
    '\u202e\u0301😀',
    '%',
    '#',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.nat({ max: 12_000 }).map((n) => 'é'.repeat(n)),
  fc.string({ maxLength: 20 }).map((s) => `${s}${NUL}`),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1.5, 2 ** 53 + 1, -(2 ** 31), 1e308, -1e308, Number.MAX_SAFE_INTEGER * 10),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** JSON values of any shape, with nasty leaves and keys. */
const { value: nastyValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 4 }),
  ),
}));

/** A JSON nested `depth` levels deep (as text: building it as a value would recurse). */
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([depth, asObject]) =>
    asObject ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`,
  );

type Shape = Record<string, z.ZodType>;
function shapeOf(schema: z.ZodType | undefined): Shape {
  // Objects, and objects with refinements or transforms around them: their keys are what a client sends.
  let current = schema as unknown as
    | { shape?: Shape; def?: { in?: unknown; innerType?: unknown } }
    | undefined;
  for (let i = 0; i < 5 && current; i += 1) {
    if (current.shape) return current.shape;
    current = (current.def?.in ?? current.def?.innerType) as typeof current;
  }
  return {};
}

/** A URL cannot carry half a surrogate pair (a browser sends U+FFFD): texts for URLs are whole. */
const urlText = nastyString.map((text) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
);

/** An object with the declared keys (some left out), each given a nasty value, plus stray keys. */
function nastyObject(keys: string[], leaf: fc.Arbitrary<unknown>, strayKey = nastyString) {
  return fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...(keys.length ? keys : ['x'])), leaf), {
        maxLength: keys.length + 2,
      }),
      fc.dictionary(strayKey, leaf, { maxKeys: 2 }),
    )
    .map(([known, stray]) => ({ ...stray, ...Object.fromEntries(known) }));
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string; contentType: string }
  | { kind: 'bytes'; bytes: Buffer; contentType: string };

function bodyArbitrary(endpoint: Endpoint): fc.Arbitrary<Body> {
  const keys = Object.keys(shapeOf(endpoint.schemas.body));
  const contentType = fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
    'application/offset+octet-stream',
    'image/jpeg',
    'multipart/form-data; boundary=x',
  );
  return fc.oneof(
    { weight: 4, arbitrary: nastyObject(keys, nastyValue).map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: nastyValue.map((value): Body => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: deepJson.map((text): Body => ({ kind: 'text', text, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"a":',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{}}}',
          'nul',
          '',
          '"\\ud800"',
        )
        .map((text): Body => ({ kind: 'text', text, contentType: 'application/json' })),
    },
    {
      weight: 1,
      // Invalid UTF-8 inside JSON text, and raw bytes of any declared type.
      arbitrary: fc.tuple(fc.uint8Array({ minLength: 1, maxLength: 64 }), contentType).map(
        ([bytes, type]): Body => ({
          kind: 'bytes',
          bytes: Buffer.concat([
            Buffer.from('{"a":"'),
            Buffer.from([0xff, 0xc3]),
            Buffer.from(bytes),
            Buffer.from('"}'),
          ]),
          contentType: type,
        }),
      ),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    {
      // Over the server's 256 KB body limit.
      weight: 1,
      arbitrary: fc.constant<Body>({
        kind: 'text',
        text: JSON.stringify({ x: 'a'.repeat(300 * 1024) }),
        contentType: 'application/json',
      }),
    },
  );
}

/** A query value as a URL carries it: one text or a repeated key; `raw` values are sent unencoded. */
type QueryValue = { value: string | string[]; raw?: true };

function queryArbitrary(endpoint: Endpoint): fc.Arbitrary<Record<string, QueryValue>> {
  const keys = Object.keys(shapeOf(endpoint.schemas.query));
  const value = fc.oneof(
    { weight: 4, arbitrary: urlText.map((v): QueryValue => ({ value: v })) },
    {
      weight: 1,
      arbitrary: fc.array(urlText, { minLength: 2, maxLength: 3 }).map((v): QueryValue => ({ value: v })),
    },
    // Percent signs that do not decode (invalid UTF-8 or cut short): the server keeps them as written.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('%FF', '%C3', '%E9t%C3%A9', '%', '%zz')
        .map((v): QueryValue => ({ value: v, raw: true })),
    },
  );
  return nastyObject(keys, value, urlText) as fc.Arbitrary<Record<string, QueryValue>>;
}

function paramsArbitrary(endpoint: Endpoint): fc.Arbitrary<Record<string, string>> {
  const names = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  const param = fc.oneof(
    urlText.filter((s) => s.length > 0 && s.length < 300),
    fc.uuid(),
    fc.constantFrom('1', 'me', 'a'.repeat(1300)),
  );
  return fc
    .tuple(...names.map(() => param))
    .map((values) => Object.fromEntries(names.map((n, i) => [n, values[i] as string])));
}

function attemptArbitrary(endpoint: Endpoint): fc.Arbitrary<Attempt> {
  return fc.record<Attempt>({
    params: paramsArbitrary(endpoint),
    query: queryArbitrary(endpoint),
    body: endpoint.method === 'GET' ? fc.constant<Body>({ kind: 'none' }) : bodyArbitrary(endpoint),
    offset: fc.oneof(fc.constantFrom('0', '-1', '1e3', 'x', '99999999999999999999'), fc.nat().map(String)),
    idempotencyKey: fc.boolean(),
  });
}

// ---- what the server sees, and whether the declaration refuses it -----------------------------

function containsUnsafeText(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (unsafeTextReason(item)) return true;
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (unsafeTextReason(key)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

function refuses(schema: z.ZodType | undefined, value: unknown): boolean {
  return schema ? !schema.safeParse(value).success : false;
}

type Attempt = {
  params: Record<string, string>;
  query: Record<string, QueryValue>;
  body: Body;
  offset: string;
  idempotencyKey: boolean;
};

function buildRequest(endpoint: Endpoint, attempt: Attempt, token: string | null) {
  const url =
    endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
      encodeURIComponent(attempt.params[name] ?? ''),
    ) +
    (Object.keys(attempt.query).length
      ? `?${Object.entries(attempt.query)
          .flatMap(([key, { value, raw }]) =>
            (Array.isArray(value) ? value : [value]).map(
              (v) => `${encodeURIComponent(key)}=${raw ? v : encodeURIComponent(v)}`,
            ),
          )
          .join('&')}`
      : '');
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Token ${token}`;
  if (endpoint.idempotent && attempt.idempotencyKey) headers['idempotency-key'] = crypto.randomUUID();
  headers['upload-offset'] = attempt.offset;
  let payload: string | Buffer | undefined;
  const { body } = attempt;
  if (body.kind === 'json') {
    payload = JSON.stringify(body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (body.kind === 'text') {
    payload = body.text;
    headers['content-type'] = body.contentType;
  } else if (body.kind === 'bytes') {
    payload = body.bytes;
    headers['content-type'] = body.contentType;
  }
  return { method: endpoint.method, url, headers, payload };
}

/** True when this attempt is bad by the declaration itself: the server must refuse it. */
function isRefused(endpoint: Endpoint, attempt: Attempt): boolean {
  const { schemas } = endpoint;
  const query = Object.fromEntries(Object.entries(attempt.query).map(([key, { value }]) => [key, value]));
  if (containsUnsafeText(attempt.params) || containsUnsafeText(query)) return true;
  if (refuses(schemas.params, attempt.params) || refuses(schemas.query, query)) return true;
  if (endpoint.idempotent && !attempt.idempotencyKey) return true;
  if (schemas.headers && refuses(schemas.headers, { 'upload-offset': attempt.offset })) return true;
  if (!schemas.body || endpoint.rawBody) return false;
  const { body } = attempt;
  if (body.kind === 'none' || body.kind === 'bytes') return true;
  if (body.kind === 'text') {
    if (body.contentType !== 'application/json') return true;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return true;
    }
    return (
      containsUnsafeText(parsed) ||
      refuses(schemas.body, parsed) ||
      body.text.includes('__proto__') ||
      body.text.includes('constructor')
    );
  }
  return containsUnsafeText(body.value) || refuses(schemas.body, body.value);
}

// ---- the test ---------------------------------------------------------------------------------

describe('bad input on every declared endpoint', () => {
  const ctx = useTestApp();

  /** Row counts of every table, and the ledger's totals: what "changed nothing" compares. */
  async function snapshot(): Promise<string> {
    const tables = (
      (await ctx.built.database.db.execute(
        sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
      )) as unknown as { rows: Array<{ tablename: string }> }
    ).rows.map((row) => row.tablename);
    const counts = [
      ...tables.map((t) => `select '${t}' as t, count(*)::text as n from "public"."${t}"`),
      `select 'ledger balances' as t, coalesce(sum(balance), 0)::text as n from ledger_accounts`,
      `select 'ledger moved' as t, coalesce(sum(amount), 0)::text as n from ledger_transactions`,
    ].join(' union all ');
    const rows = (
      (await ctx.built.database.db.execute(sql.raw(counts))) as unknown as {
        rows: Array<{ t: string; n: string }>;
      }
    ).rows;
    return JSON.stringify(rows);
  }

  // One test for all calls: the accounts are made once (each test starts on empty tables).
  it('answer bad input with a 4xx, never a 5xx, and change nothing', {
    timeout: 60_000 + RUNS * 10_000,
  }, async () => {
    const member = await signedInAccount(ctx);
    const admin = await signedInAccount(ctx, 'admin');
    const failures: string[] = [];
    for (const endpoint of endpoints.filter((e) => !only || e.id === only)) {
      const token =
        endpoint.access === 'public' ? null : endpoint.access === 'user' ? member.token : admin.token;
      // An endpoint that takes nothing can only be given stray query keys: give them NUL, so that
      // the call is refused (a valid call would act: sign out, mark everything read, …).
      const takesInput = Boolean(
        endpoint.schemas.params || endpoint.schemas.query || endpoint.schemas.body || endpoint.rawBody,
      );
      const attempts = attemptArbitrary(endpoint).map((a) =>
        takesInput ? a : { ...a, query: { ...a.query, [`stray${NUL}`]: { value: NUL } } },
      );
      // Compared after each refused call; taken again after a call that was allowed to act.
      let baseline = await snapshot();
      const result = await fc.check(
        fc.asyncProperty(attempts, async (a) => {
          const refused = isRefused(endpoint, a);
          const res = await ctx.app.inject(buildRequest(endpoint, a, token) as never);
          const where = `${endpoint.id}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          const after = await snapshot();
          if (refused) {
            expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
            expect(after, `${where} changed the tables`).toBe(baseline);
          }
          baseline = after;
        }),
        { seed: SEED, numRuns: RUNS, ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}) },
      );
      if (result.failed) {
        failures.push(
          `${endpoint.id} (seed ${result.seed}, path ${result.counterexamplePath}): ${fc.stringify(result.counterexample)}\n  ${String((result.errorInstance as Error | undefined)?.message ?? result.errorInstance).slice(0, 600)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
