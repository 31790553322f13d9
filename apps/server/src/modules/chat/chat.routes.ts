import { chatEndpoints as e } from '@betogether/contracts/chat/chat.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { ChatService } from './chat.service';
import type { CallsService } from './chat-calls.service';

export function chatRoutes(service: ChatService, calls: CallsService): Routes {
  return (route) => {
    route(e.conversations, ({ principal, query }) => service.list(principal.userId, query));
    route(e.openDirect, async ({ principal, body, reply }) => {
      const { created, ...conversation } = await service.openDirect(principal.userId, body.userId);
      return reply.status(created ? 201 : 200).send(conversation);
    });
    route(e.createGroup, ({ principal, body }) => service.createGroup(principal.userId, body));
    route(e.conversation, ({ principal, params }) =>
      service.conversation(principal.userId, params.conversationId),
    );
    route(e.updateGroup, ({ principal, params, body }) =>
      service.updateGroup(principal.userId, params.conversationId, body),
    );
    route(e.addMembers, ({ principal, params, body }) =>
      service.addMembers(principal.userId, params.conversationId, body.userIds),
    );
    route(e.removeMember, ({ principal, params }) =>
      service.removeMember(principal.userId, params.conversationId, params.userId),
    );
    route(e.messages, ({ principal, params, query }) =>
      service.messages(principal.userId, params.conversationId, query),
    );
    route(e.send, async ({ principal, params, body, reply }) => {
      const { replayed, ...message } = await service.send(principal.userId, params.conversationId, body);
      return reply.status(replayed ? 200 : 201).send(message);
    });
    route(e.edit, ({ principal, params, body }) =>
      service.edit(principal.userId, params.messageId, body.text),
    );
    route(e.remove, ({ principal, params }) => service.remove(principal.userId, params.messageId));
    route(e.react, ({ principal, params, body }) =>
      service.react(principal.userId, params.messageId, body.emoji),
    );
    route(e.read, ({ principal, params, body }) =>
      service.read(principal.userId, params.conversationId, body.seq),
    );
    route(e.mute, ({ principal, params, body }) =>
      service.mute(principal.userId, params.conversationId, body.until),
    );
    route(e.unread, ({ principal }) => service.unread(principal.userId));
    route(e.settings, ({ principal }) => service.settings(principal.userId));
    route(e.updateSettings, ({ principal, body }) => service.updateSettings(principal.userId, body));
    route(e.presence, ({ principal, query }) => service.presence(principal.userId, query.userIds));
    route(e.createPrivateRoom, ({ principal, body }) => service.createPrivateRoom(principal.userId, body));
    route(e.setRole, ({ principal, params, body }) =>
      service.setRole(principal.userId, params.conversationId, params.userId, body.role),
    );
    route(e.silence, ({ principal, params, body }) =>
      service.silence(principal.userId, params.conversationId, params.userId, body.until),
    );
    route(e.rooms, ({ principal, query }) => service.rooms(principal.userId, query));
    route(e.createRoom, ({ principal, body, audit }) => service.createRoom(principal.userId, body, audit));
    route(e.joinRoom, ({ principal, params }) => service.joinRoom(principal.userId, params.conversationId));
    route(e.search, ({ principal, query }) => service.search(principal.userId, query));
    route(e.openPartnerThread, ({ principal, body }) => service.openPartnerThread(principal.userId, body));
    route(e.partnerThreads, ({ principal, query }) => service.partnerThreads(principal.userId, query));
    route(e.partnerThreadStatus, ({ principal, params, body }) =>
      service.partnerThreadStatus(principal.userId, params.conversationId, body.status),
    );
    route(e.supportTeam, ({ principal }) => service.supportTeam(principal.userId));
    route(e.callConfig, () => calls.config());
    route(e.activeCall, ({ principal, params }) => calls.active(principal.userId, params.conversationId));
    route(e.setSupportTeam, ({ principal, body }) => service.setSupportTeam(principal.userId, body.userIds));
  };
}
