// Zod probes `new Function('')` when it builds object schemas, to decide whether it may compile
// fast parsers. The app's Content-Security-Policy has no 'unsafe-eval', so the browser reports
// that probe as a violation. Zod reads its settings from this global (zod/v4/core `globalConfig`),
// so setting it here, first thing at start-up and without loading zod itself, turns the probe off
// for every schema any later chunk builds.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
