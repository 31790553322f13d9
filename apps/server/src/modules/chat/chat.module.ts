import { chatErrors } from '@betogether/contracts/chat/chat.errors';
import '@betogether/contracts/chat/chat.realtime';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { chatGateway } from './chat.gateway';
import { chatRoutes } from './chat.routes';
import { createChatService } from './chat.service';
import './chat.events';

/**
 * Chat ([10]): direct and group conversations, their messages numbered per conversation, receipts,
 * typing and presence, live over Socket.IO (docs/decisions.md "Chat").
 */
export function createChatModule(platform: Platform) {
  const { realtime, log } = platform;
  const service = createChatService(platform);
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
