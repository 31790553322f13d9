import { createAdminModule } from './modules/admin/admin.module';
import { createAuditModule } from './modules/audit/audit.module';
import { authConfig } from './modules/auth/auth.config';
import { createAuthModule } from './modules/auth/auth.module';
import { chatConfig } from './modules/chat/chat.config';
import { createChatModule } from './modules/chat/chat.module';
import { feedConfig } from './modules/feed/feed.config';
import { createFeedModule } from './modules/feed/feed.module';
import { createFriendsModule } from './modules/friends/friends.module';
import { kycConfig } from './modules/kyc/kyc.config';
import { createKycModule } from './modules/kyc/kyc.module';
import { mediaConfig } from './modules/media/media.config';
import { createMediaModule } from './modules/media/media.module';
import { createModerationModule } from './modules/moderation/moderation.module';
import { createNotificationsModule } from './modules/notifications/notifications.module';
import { paymentsConfig } from './modules/payments/payments.config';
import { createPaymentsModule } from './modules/payments/payments.module';
import type { WebhookSender } from './modules/payments/providers/webhook-sender';
import { createPayoutsModule } from './modules/payouts/payouts.module';
import { createPostsModule } from './modules/posts/posts.module';
import { createSearchModule } from './modules/search/search.module';
import { createShortsModule } from './modules/shorts/shorts.module';
import { createStoriesModule } from './modules/stories/stories.module';
import { createSystemModule } from './modules/system/system.module';
import { createTasksModule } from './modules/tasks/tasks.module';
import { createUsersModule } from './modules/users/users.module';
import { walletConfig } from './modules/wallet/wallet.config';
import { createWalletModule } from './modules/wallet/wallet.module';
import { createWithdrawalsModule } from './modules/withdrawals/withdrawals.module';
import type { AppModule } from './platform/module';
import type { Platform } from './platform/platform';

/**
 * The configuration slice of each module that has one, by module name (`config.<name>`): read and
 * checked with the server's own variables at start-up (config.ts).
 */
export const moduleConfigs = {
  auth: authConfig,
  media: mediaConfig,
  wallet: walletConfig,
  payments: paymentsConfig,
  feed: feedConfig,
  kyc: kycConfig,
  chat: chatConfig,
};

export type ModuleOptions = {
  /** This process's listening address (the sandbox payment provider posts its webhooks there). */
  localAddress: () => ReturnType<import('node:net').Server['address']>;
  paymentWebhookSender?: WebhookSender | undefined;
};

/**
 * Every module, in order: one line each, after the modules whose services it uses (the only
 * calls across modules left; everything else goes through domain events). Adding a domain is a
 * line here (docs/architecture.md).
 */
export function createModules(platform: Platform, options: ModuleOptions) {
  const audit = createAuditModule(platform);
  const media = createMediaModule(platform);
  const system = createSystemModule(platform, { videoStatus: media.service.videoStatus });
  const users = createUsersModule(platform, { media: media.service });
  const auth = createAuthModule(platform, { users: users.service });
  const admin = createAdminModule(platform, { users: users.service, auth: auth.service });
  const wallet = createWalletModule(platform, { users: users.service });
  const payments = createPaymentsModule(platform, {
    wallet: wallet.service,
    users: users.service,
    localAddress: options.localAddress,
    webhookSender: options.paymentWebhookSender,
  });
  const notifications = createNotificationsModule(platform);
  const friends = createFriendsModule(platform);
  const posts = createPostsModule(platform, { media: media.service });
  const feed = createFeedModule(platform, { posts: posts.service });
  const search = createSearchModule(platform, { posts: posts.service });
  const moderation = createModerationModule(platform);
  const shorts = createShortsModule(platform, { media: media.service });
  const stories = createStoriesModule(platform, { media: media.service });
  const tasks = createTasksModule(platform, { wallet: wallet.service, media: media.service });
  const kyc = createKycModule(platform);
  const payouts = createPayoutsModule(platform);
  const withdrawals = createWithdrawalsModule(platform, {
    kyc: kyc.service,
    users: users.service,
    auth: auth.service,
    payouts: payouts.service,
    wallet: wallet.service,
  });
  const chat = createChatModule(platform, { media: media.service });

  const list: AppModule[] = [
    system,
    audit,
    media,
    users,
    auth,
    admin,
    wallet,
    payments,
    notifications,
    friends,
    posts,
    feed,
    search,
    moderation,
    shorts,
    stories,
    tasks,
    kyc,
    payouts,
    withdrawals,
    chat,
  ];
  return {
    list,
    /** What the server's entry point, scripts and tests reach directly. */
    services: {
      auth: auth.service,
      media: media.service,
      notifications: notifications.service,
      wallet: wallet.service,
      referralBonus: wallet.referralBonus,
      audit: audit.service,
      tasks: tasks.lifecycle,
      kycUpkeep: kyc.upkeep,
      calls: chat.calls,
    },
  };
}
