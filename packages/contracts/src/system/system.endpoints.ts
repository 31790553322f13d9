import { defineEndpoints } from '../common/endpoint';
import {
  devMailListSchema,
  devSinkResponseSchema,
  healthSchema,
  jobsOverviewSchema,
  readinessSchema,
} from './system.schemas';

/** Probes for load balancers and orchestrators: alive, and ready (the database answers). */
export const systemEndpoints = defineEndpoints('system', {
  health: {
    method: 'GET',
    path: '/healthz',
    access: 'public',
    schemas: { response: { 200: healthSchema } },
  },
  ready: {
    method: 'GET',
    path: '/readyz',
    access: 'public',
    description:
      '503 while the database does not answer. Also says whether videos can be processed (ffmpeg).',
    schemas: { response: { 200: readinessSchema } },
  },
});

/** The back office's view of the background jobs. */
export const systemAdminEndpoints = defineEndpoints('systemAdmin', {
  jobs: {
    method: 'GET',
    path: '/api/admin/jobs',
    access: 'admin',
    description: 'Jobs waiting, running and failed per queue, and the 20 latest failures with their error.',
    schemas: { response: { 200: jobsOverviewSchema } },
  },
});

/** Only with DEV_TOOLS=true (local use, end-to-end tests, benchmarks); refused in production. */
export const devEndpoints = defineEndpoints('dev', {
  mail: {
    method: 'GET',
    hidden: true,
    path: '/dev/mail.json',
    access: 'public',
    description: 'The newest 100 mails the app wrote to its outbox.',
    schemas: { response: { 200: devMailListSchema } },
  },
  mailPage: {
    method: 'GET',
    hidden: true,
    path: '/dev/mail',
    access: 'public',
    answer: 'html',
    description: 'The outbox as a page to read codes and links in a browser.',
    schemas: {},
  },
  sink: {
    method: 'PUT',
    hidden: true,
    path: '/dev/sink',
    access: 'public',
    rateLimit: 'write',
    bodyLimit: 1024 ** 3,
    // bench/upload-throughput.ts: the ceiling of a plain upload to this server.
    description: 'Reads an `application/octet-stream` body and drops it, answering its size.',
    schemas: { response: { 200: devSinkResponseSchema } },
  },
});
