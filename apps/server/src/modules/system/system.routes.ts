import {
  devEndpoints as dev,
  systemEndpoints as e,
  systemAdminEndpoints,
} from '@betogether/contracts/system/system.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { SystemService } from './system.service';

export function systemRoutes(service: SystemService, devTools: boolean): Routes {
  return (route) => {
    route(e.health, () => ({ status: 'ok' as const }));
    route(e.ready, ({ request }) => service.readiness(request.log));

    // The outbox and the sink exist only when DEV_TOOLS=true (local use, end-to-end tests, benchmarks).
    if (!devTools) return;

    // The sink reads the upload as a stream, bytes dropped as they come (bench/upload-throughput.ts).
    route.app.addContentTypeParser(
      'application/octet-stream',
      { bodyLimit: dev.sink.bodyLimit },
      (_request, payload, done) => done(null, payload),
    );
    route(dev.sink, ({ request }) => service.sink(request.body as AsyncIterable<Buffer>));
    route(dev.mail, () => service.outbox());
    route(dev.mailPage, () => service.outboxPage());
  };
}

/** The back office's view of the durable jobs (admins). */
export function systemAdminRoutes(service: SystemService): Routes {
  return (route) => {
    route(systemAdminEndpoints.jobs, () => service.jobs());
  };
}
