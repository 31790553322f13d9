import { chatErrors } from '@betogether/contracts/chat/chat.errors';
import '@betogether/contracts/chat/chat.realtime';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { defineQueue } from '../../platform/queue/task-queue';
import type { MediaService } from '../media/media.service';
import { chatGateway } from './chat.gateway';
import { chatRoutes } from './chat.routes';
import { createChatService } from './chat.service';
import { createCallsService } from './chat-calls.service';
import { subscribeChatToModeration } from './chat-moderation';
import './chat.queues';
import './chat.events';
import '../stories/stories.events';

/**
 * Chat ([10]): direct and group conversations, their messages numbered per conversation, receipts,
 * typing and presence, live over Socket.IO (docs/decisions.md "Chat").
 */
export function createChatModule(platform: Platform, ports: { media: Pick<MediaService, 'readyMedia'> }) {
  const { realtime, log } = platform;
  const service = createChatService({ ...platform, media: ports.media });
  const calls = createCallsService({
    ...platform,
    chat: service,
    iceServers: platform.config.chat.iceServers,
  });
  // Story replies ([7]) arrive in the conversation of the viewer and the author.
  platform.events.inTransaction('stories.replied', (reply, tx) => service.storyReply(tx, reply));
  subscribeChatToModeration(platform);
  realtime.onLastSocketClosed((userId) => {
    service.seen([userId]).catch((error: unknown) => log.warn({ err: error }, 'chat: last seen not saved'));
    calls.leaveAll(userId).catch((error: unknown) => log.warn({ err: error }, 'chat: calls not left'));
  });
  return defineModule({
    name: 'chat',
    errors: chatErrors,
    routes: [chatRoutes(service, calls)],
    sockets: chatGateway(service, calls),
    queues: [defineQueue({ name: 'chat.calls-sweep', everyMinutes: 1, handle: () => calls.expireRinging() })],
    service,
    /** For tests: the calls, and their sweep run by hand. */
    calls,
  });
}
