import { chatErrors } from '@betogether/contracts/chat/chat.errors';
import '@betogether/contracts/chat/chat.realtime';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { chatGateway } from './chat.gateway';
import { chatRoutes } from './chat.routes';
import { createChatService } from './chat.service';
import './chat.events';
import '../stories/stories.events';

/**
 * Chat ([10]): direct and group conversations, their messages numbered per conversation, receipts,
 * typing and presence, live over Socket.IO (docs/decisions.md "Chat").
 */
export function createChatModule(platform: Platform) {
  const { realtime, log } = platform;
  const service = createChatService(platform);
  // Story replies ([7]) arrive in the conversation of the viewer and the author.
  platform.events.inTransaction('stories.replied', (reply, tx) => service.storyReply(tx, reply));
  realtime.onLastSocketClosed((userId) => {
    service.seen([userId]).catch((error: unknown) => log.warn({ err: error }, 'chat: last seen not saved'));
  });
  return defineModule({
    name: 'chat',
    errors: chatErrors,
    routes: [chatRoutes(service)],
    sockets: chatGateway(service),
    service,
  });
}
