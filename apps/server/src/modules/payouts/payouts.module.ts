import { payoutsErrors } from '@betogether/contracts/payouts/payouts.errors';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { payoutsAdminRoutes, payoutsRoutes } from './payouts.routes';
import { createPayoutsService } from './payouts.service';

/**
 * Payout providers and coin-to-money rates ([9]): the admins' catalogue of ways to pay members,
 * each behind a driver (`manual` for now), versioned rates per currency, and the quotes and
 * destination checks withdrawals are built on (`service`).
 */
export function createPayoutsModule(platform: Platform) {
  const service = createPayoutsService({ db: platform.db, clock: platform.clock });
  return defineModule({
    name: 'payouts',
    errors: payoutsErrors,
    routes: [payoutsRoutes(service), payoutsAdminRoutes(service)],
    service,
  });
}
