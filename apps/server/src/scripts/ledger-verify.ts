import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { formatLedgerReport, verifyLedger } from '../modules/wallet/ledger-verification';

// npm run ledger:verify [-- --json]: checks the configured database (DATABASE_URL, or the PGlite
// database in DATA_DIR) and exits 1 when the ledger breaks a rule, 2 when it cannot be read.
const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });
const config = loadConfig();
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  console.error(`Cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
try {
  const report = await verifyLedger(database.db);
  console.log(values.json ? JSON.stringify(report, null, 2) : formatLedgerReport(report));
  if (!report.ok) process.exitCode = 1;
} finally {
  await database.close();
}
