import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../apps/server/src/db/client';
import type { Message } from '../packages/contracts/src/chat/chat.schemas';
import { json } from './bench-member';
import { databaseUrlOf, dropPostgres, freshPostgres } from './bench-postgres';
import { backendOf, type CpuUse, coresOf, cpuSampler, loadAverage, serverOnPort } from './cpu-sampler';
import { startServer, waitUnlocked } from './server-process';

/**
 * Chat delivery ([10]): members connected over Socket.IO in group conversations of 10, each sending
 * one message a second (`chat:send`, a new clientId each) for CHAT_BENCH_SECONDS; every receiver
 * (the sender too) times each `chat:message` from its send (one process, one clock): p50/p99
 * (goal p99 ≤ 150 ms), server CPU, and the messages lost (stored, never received by a member) or
 * doubled (received twice by one member). Sends keep their schedule whatever the answers (an open
 * load); afterwards every answer and delivery is waited for (at most CHAT_DRAIN_SECONDS).
 *
 * Runs: 1,000 members in 100 conversations, then 200 in 20 (this process drives every socket: on
 * two cores it may be the bottleneck, said per run as `clientBound`), on one server process with
 * PostgreSQL (database bt_bench_chat); the same loads on a bare Socket.IO server
 * (chat-echo-server.mjs, no database or authentication: the ceiling); 1,000 members on two server
 * processes sharing PostgreSQL and Redis, odd members on one, even ones on the other (every
 * conversation spans both); and 200 members on one process with PGlite (as `npm start` without
 * DATABASE_URL). A fresh server process for each run. Writes bench/results/chat-delivery.json.
 *
 * CHAT_BENCH_SECONDS=60 (the smaller configuration runs a quarter as long) · CHAT_DRAIN_SECONDS=10 ·
 * CHAT_BENCH_RUNS=postgres,ceiling,two,pglite · PG_URL=postgres://postgres@127.0.0.1:5432/postgres ·
 * REDIS_URL=redis://127.0.0.1:6379/9 (its database emptied afterwards when it was empty before).
 * Runs without PostgreSQL or Redis: what needs them is skipped, with the reason in the results.
 */
const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.CHAT_BENCH_SECONDS ?? 60);
const drainSeconds = Number(process.env.CHAT_DRAIN_SECONDS ?? 10);
const runsAsked = (process.env.CHAT_BENCH_RUNS ?? 'postgres,ceiling,two,pglite').split(',');
const pgAdminUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const DATABASE = 'bt_bench_chat';
const pgliteDir = path.join(root, 'bench', '.data', 'chat-pglite');
const ports = { first: 3186, second: 3188, echo: 3189 };
const warmUpSeconds = 3;
const GOAL_P99_MS = 150;
/** A message stored this long before the sockets closed has had its time to reach every member. */
const IN_FLIGHT_MS = 5000;

const MEMBERS = 1000;
const GROUP = 10;
const configurations = [
  { name: 'full', clients: MEMBERS, seconds },
  { name: 'small', clients: 200, seconds: Math.max(warmUpSeconds + 2, Math.round(seconds / 4)) },
];
const MEMBER = '00000030-0000-4000-8000-';
const memberId = (m: number) => `${MEMBER}${String(m).padStart(12, '0')}`;
const tokenOf = (m: number) => `benchchat${String(m).padStart(15, '0')}`;
const seedStatements = [
  `insert into users (id, email, username, password_hash, first_name, last_name, birth_date, country,
      referral_code, email_verified_at, terms_accepted_at)
    select ('${MEMBER}' || lpad(i::text, 12, '0'))::uuid, 'c' || i || '@bench.test', 'chat' || i, 'x', 'Chat',
      'Member ' || i, '1990-01-01', 'FR', 'c' || lpad(i::text, 9, '0'), now(), now()
    from generate_series(1, ${MEMBERS}) i`,
  `insert into sessions (user_id, token_hash, device_hash, device_label, expires_at)
    select ('${MEMBER}' || lpad(i::text, 12, '0'))::uuid,
      encode(sha256(convert_to('benchchat' || lpad(i::text, 15, '0'), 'UTF8')), 'hex'), repeat('0', 64), 'bench',
      now() + interval '30 days'
    from generate_series(1, ${MEMBERS}) i`,
];

async function seed(options: { dataDir: string } | { databaseUrl: string }) {
  const database = await openDatabase(options);
  try {
    for (const statement of seedStatements) await database.db.execute(sql.raw(statement));
  } finally {
    await database.close();
  }
}

/** The conversations, made through the API: group g holds members 10g+1 … 10g+10, the first its owner. */
async function createGroups(base: string, count: number) {
  const ids: string[] = [];
  for (let g = 0; g < count; g += 1) {
    const owner = g * GROUP + 1;
    const memberIds = Array.from({ length: GROUP - 1 }, (_, i) => memberId(owner + 1 + i));
    const conversation = await json(
      await fetch(`${base}/api/conversations/groups`, {
        method: 'POST',
        headers: { authorization: `Token ${tokenOf(owner)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Bench group ${g + 1}`, memberIds }),
      }),
    );
    ids.push(conversation.id);
  }
  return ids;
}

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;
function percentiles(values: number[] | Float64Array) {
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => round(sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN);
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), p999: at(0.999), max: at(1), samples: sorted.length };
}

/**
 * A member's own connection (a new one each, not shared with the others), refused or not; it does
 * not reconnect: a lost connection is counted.
 */
function connect(url: string, token: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io/',
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const newCounts = () => ({
  acked: 0,
  firstReceipts: 0,
  doubled: 0,
  /** One clientId received as two different messages: stored twice. */
  storedTwice: 0,
  /** A message none of this run's sends made. */
  stray: 0,
  wrongConversation: 0,
  /** A member received a message numbered before one it had already received. */
  outOfOrder: 0,
  disconnects: 0,
});

type Sent = {
  at: number;
  measured: boolean;
  /** Receipts per member of the conversation (by their place in it). */
  received: Uint8Array;
  stored: boolean;
  /** When the server was first seen to have stored it (its acknowledgement, or a first receipt). */
  storedSeenAt?: number;
  messageId?: string;
};

type Load = {
  label: string;
  clients: number;
  seconds: number;
  /** Member m (1-based) connects here, with this token. */
  urlOf: (m: number) => string;
  authOf: (m: number, conversationId: string) => string;
  conversationIds: string[];
  cpu: Record<string, (command: string, pid: string) => boolean>;
};

/**
 * Connects the members, sends on schedule (member i at i/clients of each second), waits for every
 * answer and delivery, and counts. Member m is in conversation ⌊(m−1)/10⌋ at place (m−1) mod 10.
 */
async function drive(load: Load) {
  const { clients } = load;
  const conversations = clients / GROUP;
  const sockets: Socket[] = [];
  const connectStarted = performance.now();
  for (let first = 1; first <= clients; first += 50) {
    const batch = Array.from({ length: Math.min(50, clients - first + 1) }, (_, i) => first + i);
    sockets.push(
      ...(await Promise.all(
        batch.map((m) =>
          connect(load.urlOf(m), load.authOf(m, load.conversationIds[Math.floor((m - 1) / GROUP)] as string)),
        ),
      )),
    );
  }
  const connectMs = performance.now() - connectStarted;

  const sent = new Map<string, Sent>();
  const latencies: number[] = [];
  const ackLatencies: number[] = [];
  const sendLags: number[] = [];
  const refusals: Record<string, number> = {};
  const counts = newCounts();
  const outOfOrder: Array<{ member: number; seq: number; afterSeq: number }> = [];
  let pendingAcks = 0;
  let running = true;
  sockets.forEach((socket, index) => {
    const conversationId = load.conversationIds[Math.floor(index / GROUP)];
    const place = index % GROUP;
    let lastSeq = 0;
    socket.on('chat:message', ({ message }: { message: Message }) => {
      const now = performance.now();
      const mine = message.clientId ? sent.get(message.clientId) : undefined;
      if (!mine) {
        counts.stray += 1;
        return;
      }
      if (message.conversationId !== conversationId) counts.wrongConversation += 1;
      if (message.seq < lastSeq) {
        counts.outOfOrder += 1;
        if (outOfOrder.length < 3)
          outOfOrder.push({ member: index + 1, seq: message.seq, afterSeq: lastSeq });
      }
      lastSeq = Math.max(lastSeq, message.seq);
      mine.storedSeenAt ??= now;
      appMessage ??= message;
      if (mine.messageId === undefined) mine.messageId = message.id;
      else if (mine.messageId !== message.id) counts.storedTwice += 1;
      const before = mine.received[place] ?? 0;
      mine.received[place] = Math.min(255, before + 1);
      if (before > 0) {
        counts.doubled += 1;
        return;
      }
      counts.firstReceipts += 1;
      if (mine.measured) latencies.push(now - mine.at);
    });
    socket.on('disconnect', () => {
      if (running) counts.disconnects += 1;
    });
  });

  const total = clients * load.seconds;
  const send = (s: number, lag: number) => {
    const index = s % clients;
    const socket = sockets[index];
    if (!socket) return;
    const conversationId = load.conversationIds[Math.floor(index / GROUP)];
    const clientId = randomUUID();
    const entry: Sent = {
      at: performance.now(),
      measured: s >= warmUpSeconds * clients,
      received: new Uint8Array(GROUP),
      stored: false,
    };
    sent.set(clientId, entry);
    if (entry.measured) sendLags.push(lag);
    pendingAcks += 1;
    const text = `Message ${Math.floor(s / clients) + 1} from member ${index + 1}, see you soon`;
    socket.emit(
      'chat:send',
      { conversationId, clientId, text },
      (answer: { message?: { clientId: string | null }; error?: string }) => {
        pendingAcks -= 1;
        if (answer.error || answer.message?.clientId !== clientId) {
          const why = answer.error ?? 'OTHER_MESSAGE';
          refusals[why] = (refusals[why] ?? 0) + 1;
          return;
        }
        entry.stored = true;
        entry.storedSeenAt ??= performance.now();
        counts.acked += 1;
        if (entry.measured) ackLatencies.push(performance.now() - entry.at);
      },
    );
  };

  console.log(`${load.label}: ${clients} members connected in ${Math.round(connectMs)} ms, sending`);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const sampler = cpuSampler(load.cpu);
  const clientCpu = process.cpuUsage();
  loop.enable();
  const start = performance.now() + 50;
  await new Promise<void>((resolve) => {
    let next = 0;
    const timer = setInterval(() => {
      const elapsed = performance.now() - start;
      const due = Math.min(total, Math.floor((elapsed / 1000) * clients) + 1);
      for (; next < due; next += 1) send(next, elapsed - (next * 1000) / clients);
      if (next >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });
  const sendingMs = performance.now() - start;
  loop.disable();
  const clientUsed = process.cpuUsage(clientCpu);
  const clientCores = (clientUsed.user + clientUsed.system) / 1000 / sendingMs;
  const storedWhileSending = counts.acked;

  // Every answer, then every delivery of what was stored (and a moment more for a late double).
  const drainStarted = performance.now();
  const settled = () => pendingAcks === 0 && counts.firstReceipts >= counts.acked * GROUP;
  while (!settled() && performance.now() - drainStarted < drainSeconds * 1000)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const drainMs = performance.now() - drainStarted;
  const cpu = sampler.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  running = false;
  for (const socket of sockets) socket.close();

  // When the drain gave up, what was stored in its last seconds may still be on its way: not lost.
  const cutOff = performance.now() - IN_FLIGHT_MS;
  let lost = 0;
  let inFlightAtEnd = 0;
  let storedUnacknowledged = 0;
  for (const entry of sent.values()) {
    const reached = entry.received.reduce((sum, n) => sum + (n > 0 ? 1 : 0), 0);
    if (!entry.stored && reached > 0) storedUnacknowledged += 1;
    if (entry.storedSeenAt === undefined || reached === GROUP) continue;
    if (entry.storedSeenAt < cutOff) lost += GROUP - reached;
    else inFlightAtEnd += GROUP - reached;
  }
  return summary(load, {
    connectMs,
    sendingMs,
    drainMs,
    cpu,
    clientCores,
    storedWhileSending,
    loop,
    latencies,
    ackLatencies,
    sendLags,
    refusals,
    counts,
    lost,
    storedUnacknowledged,
    inFlightAtEnd,
    outOfOrder,
    pendingAcks,
    sent: sent.size,
    conversations,
  });
}

function summary(
  load: Load,
  run: {
    connectMs: number;
    sendingMs: number;
    drainMs: number;
    cpu: CpuUse | undefined;
    clientCores: number;
    storedWhileSending: number;
    loop: ReturnType<typeof monitorEventLoopDelay>;
    latencies: number[];
    ackLatencies: number[];
    sendLags: number[];
    refusals: Record<string, number>;
    counts: ReturnType<typeof newCounts>;
    lost: number;
    storedUnacknowledged: number;
    inFlightAtEnd: number;
    outOfOrder: Array<{ member: number; seq: number; afterSeq: number }>;
    pendingAcks: number;
    sent: number;
    conversations: number;
  },
) {
  const latency = {
    ...percentiles(run.latencies),
    /** Timed deliveries that never came within the drain: the percentiles leave them out. */
    missing: Math.max(0, load.clients * (load.seconds - warmUpSeconds) * GROUP - run.latencies.length),
  };
  const cores = coresOf(run.cpu);
  const serverMs = Object.entries(run.cpu?.ms ?? {})
    .filter(([name]) => name !== 'loadGenerator')
    .reduce((sum, [, ms]) => sum + ms, 0);
  const lag = percentiles(run.sendLags);
  const loopP99Ms = round(run.loop.percentile(99) / 1e6);
  const clientCores = round(run.clientCores, 2);
  const storedPerSecond = Math.round(run.storedWhileSending / (run.sendingMs / 1000));
  const { acked, firstReceipts, ...rest } = run.counts;
  return {
    clients: load.clients,
    conversations: run.conversations,
    seconds: load.seconds,
    offeredPerSecond: load.clients,
    sent: run.sent,
    stored: acked,
    /** Acknowledged while the load ran: below the offered rate, the server fell behind. */
    storedPerSecond,
    serverKeptUp: storedPerSecond >= 0.97 * load.clients && run.pendingAcks === 0,
    latencyMs: latency,
    meetsGoal: latency.p99 <= GOAL_P99_MS && latency.missing === 0,
    ackMs: percentiles(run.ackLatencies),
    lost: run.lost,
    ...rest,
    outOfOrderExamples: run.outOfOrder,
    deliveries: { expected: acked * GROUP, received: firstReceipts },
    refused: run.refusals,
    unacknowledgedAtEnd: run.pendingAcks,
    storedUnacknowledged: run.storedUnacknowledged,
    /** Deliveries missing of messages stored in the last IN_FLIGHT_MS before the end (not counted as lost). */
    deliveriesInFlightAtEnd: run.inFlightAtEnd,
    cores,
    /** Server side (server processes, and PostgreSQL and Redis where they serve it), per message stored. */
    serverCpuMsPerMessage: round(serverMs / Math.max(1, acked), 3),
    client: {
      cores: clientCores,
      eventLoopDelayP99Ms: loopP99Ms,
      sendLagP99Ms: lag.p99,
      clientBound: clientCores >= 0.85,
      /** Its event loop or its schedule fell behind: its timings include waiting for a CPU. */
      clientDelayed: loopP99Ms > 50 || lag.p99 > 50,
    },
    connectMs: Math.round(run.connectMs),
    drainMs: Math.round(run.drainMs),
  };
}

type Result = Awaited<ReturnType<typeof drive>>;

/** Inline commands to Redis, one reply line each; null when it cannot be reached. */
function redis(url: string, commands: string[]): Promise<string[] | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    let text = '';
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('close', () => resolve(null));
    socket.on('error', () => undefined);
    socket.on('connect', () => socket.write(commands.map((command) => `${command}\r\n`).join('')));
    socket.on('data', (chunk) => {
      text += chunk.toString();
      const lines = text.split('\r\n').filter(Boolean);
      if (lines.length < commands.length) return;
      resolve(lines.slice(0, commands.length));
      socket.end();
    });
  });
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const byMember = (m: number) => tokenOf(m);
/**
 * A message as the app sends it, for the ceiling's frames to weigh the same: the first one the app
 * sent in this run, else one made up (the ceiling alone).
 */
let appMessage: Message | undefined;
const madeUpMessage = {
  sender: { id: memberId(1), username: 'chat1', displayName: 'Chat Member 1', avatarUrl: null },
  kind: 'text',
  replyTo: null,
  reactions: [],
  myReaction: null,
  meta: null,
  editedAt: null,
  deletedAt: null,
} satisfies Partial<Message>;

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    node: process.version,
    loadAverage: loadAverage(),
    /** Other work competed for the CPUs when the run began (a 1-minute load average above the CPUs). */
    busyWithOtherWork: (loadAverage()[0] ?? 0) > os.cpus().length,
  },
  setup: {
    goal: `p99 send → receive ≤ ${GOAL_P99_MS} ms, lost = doubled = 0`,
    groupSize: GROUP,
    messagesPerMemberPerSecond: 1,
    warmUpSecondsNotTimed: warmUpSeconds,
    drainSecondsAtMost: drainSeconds,
    send: 'socket event chat:send (acknowledged with the stored message), a new clientId each',
    latency: 'from the emit of chat:send to each member’s chat:message (the sender’s own included)',
    lost: `per member of the conversation, a stored message (acknowledged, or received by someone) it never received; when the drain gives up, what was stored in its last ${IN_FLIGHT_MS / 1000} s is counted as deliveriesInFlightAtEnd instead`,
    doubled: 'a message received again by the same member',
    clientBound:
      'this process drove every socket (one thread): clientBound when it kept ≥ 0.85 of a core busy; clientDelayed when its event loop p99 delay or its send schedule p99 lag exceeded 50 ms (other work on the machine, or itself: its timings then include waiting for a CPU)',
    cores:
      'average cores over the sending and the drain, per process group (PostgreSQL: the backends of the bench database; Redis: the whole redis-server); serverCpuMsPerMessage: their CPU over the messages stored (when the server fell behind, it includes work on messages not yet stored)',
    rateLimits:
      'chat:send allows a burst of 20 then 2 a second per member (the bench sends 1 a second: never refused); the HTTP limits are lifted for the bench as in every bench (server-process.ts)',
  },
};
const runs: Record<string, Result | { skipped: string }> = {};
results.runs = runs;

/** The data directories of the PostgreSQL runs' servers (their mail outbox and files), removed at the end. */
const temporaryDirs: string[] = [];
const temporaryDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-bench-chat-'));
  temporaryDirs.push(dir);
  return dir;
};

/**
 * One server process on PGlite (its data directory) or PostgreSQL (a fresh bt_bench_chat), a new
 * process for each configuration: a backlog of the run before never weighs on the next.
 */
async function oneProcess(backend: 'pglite' | 'postgres', runConfigurations: typeof configurations) {
  const databaseUrl = databaseUrlOf(pgAdminUrl, DATABASE);
  const pglite = backend === 'pglite';
  if (pglite) {
    fs.rmSync(pgliteDir, { recursive: true, force: true });
    fs.mkdirSync(pgliteDir, { recursive: true });
  } else await freshPostgres(pgAdminUrl, DATABASE);
  console.log(`one process (${backend}): ${MEMBERS} members`);
  await seed(pglite ? { dataDir: pgliteDir } : { databaseUrl });
  const base = `http://127.0.0.1:${ports.first}`;
  let conversationIds: string[] = [];
  try {
    for (const configuration of runConfigurations) {
      const server = await startServer(
        pglite
          ? { port: ports.first, dataDir: pgliteDir }
          : { port: ports.first, dataDir: temporaryDir(), env: { DATABASE_URL: databaseUrl } },
      );
      try {
        if (conversationIds.length === 0) conversationIds = await createGroups(base, MEMBERS / GROUP);
        const label = `one${pglite ? 'Pglite' : 'Postgres'}_${configuration.name}`;
        runs[label] = await drive({
          label,
          clients: configuration.clients,
          seconds: configuration.seconds,
          urlOf: () => base,
          authOf: byMember,
          conversationIds,
          cpu: { server: serverOnPort(ports.first), ...(pglite ? {} : { postgres: backendOf(DATABASE) }) },
        });
        console.log(label, runs[label]);
      } finally {
        await server.stop();
        if (pglite) await waitUnlocked(pgliteDir);
      }
    }
  } finally {
    if (!pglite) await dropPostgres(pgAdminUrl, DATABASE);
  }
}

if (runsAsked.includes('postgres')) {
  if (await postgresReachable()) await oneProcess('postgres', configurations);
  else runs.onePostgres = { skipped: `PostgreSQL not reachable (PG_URL ${pgAdminUrl})` };
}

if (runsAsked.includes('ceiling')) {
  const child = spawn(process.execPath, [path.join(root, 'bench', 'chat-echo-server.mjs')], {
    env: {
      ...process.env,
      PORT: String(ports.echo),
      MESSAGE_TEMPLATE: JSON.stringify(appMessage ?? madeUpMessage),
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${ports.echo}`;
  (results.setup as Record<string, unknown>).ceilingMessage = appMessage
    ? `the shape and size of a message the app sent in this run (${JSON.stringify(appMessage).length} bytes)`
    : 'a made-up message (no app run before it)';
  try {
    for (
      let attempt = 0;
      !(await fetch(base).then(
        (r) => r.ok,
        () => false,
      ));
      attempt += 1
    ) {
      if (attempt > 400) throw new Error('the echo server did not start');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // The ceiling knows no members: each socket names its conversation instead of a token.
    const conversationIds = Array.from({ length: MEMBERS / GROUP }, () => randomUUID());
    for (const configuration of configurations) {
      const label = `ceiling_${configuration.name}`;
      runs[label] = await drive({
        label,
        clients: configuration.clients,
        seconds: configuration.seconds,
        urlOf: () => base,
        authOf: (_m, conversationId) => conversationId,
        conversationIds,
        cpu: { server: (_command, pid) => pid === String(child.pid) },
      });
      console.log(label, runs[label]);
    }
  } finally {
    child.kill('SIGTERM');
  }
}

if (runsAsked.includes('two')) {
  const label = 'twoProcessesPostgresRedis_full';
  const redisBefore = await redis(redisUrl, [`SELECT ${redisDb()}`, 'DBSIZE']);
  if (!redisBefore || !(await postgresReachable())) {
    runs[label] = {
      skipped: `${redisBefore ? 'PostgreSQL' : 'Redis'} not reachable (PG_URL ${pgAdminUrl}, REDIS_URL ${redisUrl})`,
    };
    console.log(label, runs[label]);
  } else {
    const databaseUrl = databaseUrlOf(pgAdminUrl, DATABASE);
    await freshPostgres(pgAdminUrl, DATABASE);
    console.log(`two processes (PostgreSQL and Redis): ${MEMBERS} members`);
    await seed({ databaseUrl });
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
    const servers = await Promise.all(
      [ports.first, ports.second].map((port) => startServer({ port, dataDir: temporaryDir(), env })),
    );
    const baseOf = (port: number) => `http://127.0.0.1:${port}`;
    try {
      const conversationIds = await createGroups(baseOf(ports.first), MEMBERS / GROUP);
      runs[label] = await drive({
        label,
        clients: MEMBERS,
        seconds,
        // Odd members on the first process, even ones on the second: every conversation spans both.
        urlOf: (m) => baseOf(m % 2 === 1 ? ports.first : ports.second),
        authOf: byMember,
        conversationIds,
        cpu: {
          server: serverOnPort(ports.first),
          server2: serverOnPort(ports.second),
          postgres: backendOf(DATABASE),
          redis: (command) => command.startsWith('redis-server'),
        },
      });
      console.log(label, runs[label]);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await dropPostgres(pgAdminUrl, DATABASE);
      if (redisBefore[1] === ':0') await redis(redisUrl, [`SELECT ${redisDb()}`, 'FLUSHDB']);
    }
  }
  (results.setup as Record<string, unknown>).twoProcesses = {
    database: `PostgreSQL, database ${DATABASE} (fresh, dropped afterwards)`,
    redis: `${redisUrl}: the realtime adapter's channel is the default one (REALTIME_CHANNEL unset: betogether-io), shared with any other server on this Redis that keeps the default`,
  };
}

function redisDb() {
  return Number(new URL(redisUrl).pathname.slice(1) || 0);
}

// PGlite (`npm start` without DATABASE_URL) runs the database in the server's own thread: the
// smaller configuration only (it does not keep up with it already; the full one would only add a backlog).
if (runsAsked.includes('pglite')) await oneProcess('pglite', configurations.slice(1));

/** Ratios of the app to the ceiling in the same configuration. */
for (const configuration of configurations) {
  const app = runs[`onePostgres_${configuration.name}`];
  const ceiling = runs[`ceiling_${configuration.name}`];
  if (!app || !ceiling || 'skipped' in app || 'skipped' in ceiling) continue;
  results[`appOverCeiling_${configuration.name}`] = {
    p50: round(app.latencyMs.p50 / ceiling.latencyMs.p50, 2),
    p99: round(app.latencyMs.p99 / ceiling.latencyMs.p99, 2),
    serverCpuPerMessage: round(app.serverCpuMsPerMessage / ceiling.serverCpuMsPerMessage, 2),
    storedPerSecond: round(app.storedPerSecond / ceiling.storedPerSecond, 2),
  };
}
for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
(results.machine as Record<string, unknown>).loadAverageAfter = loadAverage();
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench', 'results', 'chat-delivery.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
console.log(JSON.stringify(results, null, 2));
const broken = Object.values(runs).some(
  (run) => !('skipped' in run) && run.lost + run.doubled + run.storedTwice > 0,
);
if (broken) process.exitCode = 1; // the figures are written, for the look at what broke
