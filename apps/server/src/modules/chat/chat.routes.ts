import { chatEndpoints as e } from '@betogether/contracts/chat/chat.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { ChatService } from './chat.service';

export function chatRoutes(service: ChatService): Routes {
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
    route(e.presence, ({ query }) => service.presence(query.userIds));
  };
}
