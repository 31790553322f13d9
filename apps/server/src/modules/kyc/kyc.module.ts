import { kycErrors } from '@betogether/contracts/kyc/kyc.errors';
import { generatedSecret } from '../../platform/generated-secret';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { defineQueue } from '../../platform/queue/task-queue';
import { kycAdminRoutes, kycRoutes } from './kyc.routes';
import { createKycService } from './kyc.service';
import { createPhotoLinks } from './kyc-links';
import { createKycReview } from './kyc-review.service';
import { createKycUpkeep } from './kyc-upkeep';
import { createKycVault, masterKeyFrom } from './kyc-vault';
import './kyc.queues';

/**
 * Identity checks (KYC, [9]): members' document photos, cleaned of their metadata and sealed at
 * rest with a key per file under the master key (kyc-vault.ts), their submissions, and the
 * admins' review (a queue, each photo through a logged short-lived link, the decision).
 */
export function createKycModule(platform: Platform) {
  const { db, clock, storage, config } = platform;
  const masterKey = masterKeyFrom(
    config.kyc.masterKey ??
      generatedSecret(config.dataDir, 'kyc-master-key', (text) => Buffer.from(text, 'base64').length === 32),
  );
  const vault = createKycVault({ storage, masterKey });
  const links = createPhotoLinks(masterKey);
  const service = createKycService({ db, clock, vault, links, log: platform.log });
  const review = createKycReview({
    db,
    clock,
    vault,
    links,
    events: platform.events,
  });
  const upkeep = createKycUpkeep({
    db,
    clock,
    vault,
    events: platform.events,
    retentionDays: config.kyc.retentionDays,
    log: platform.log,
  });
  return defineModule({
    name: 'kyc',
    errors: kycErrors,
    routes: [kycRoutes(service), kycAdminRoutes(review)],
    queues: [
      defineQueue({
        name: 'kyc.upkeep',
        everyMinutes: 60,
        handle: async () => {
          await upkeep.expireDue();
          await upkeep.purgeDue();
        },
      }),
    ],
    service,
    /** For tests and scripts: the hourly upkeep run by hand. */
    upkeep,
  });
}
