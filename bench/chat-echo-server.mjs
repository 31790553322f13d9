// The ceiling of the chat benchmark: a bare Socket.IO server on the same machine, without database
// or authentication. Each socket names its conversation when it connects (as its token); `chat:send` numbers the
// message in its conversation, sends it to the conversation's room and acknowledges it, in the
// shape the app sends (MESSAGE_TEMPLATE: one message the app sent, so the frames weigh the same).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const template = JSON.parse(process.env.MESSAGE_TEMPLATE ?? '{}');
const http = createServer((_request, response) => response.end('ok'));
const io = new Server(http, { path: '/socket.io/', serveClient: false });
const lastSeq = new Map();

io.on('connection', (socket) => {
  const { token: conversationId } = socket.handshake.auth;
  void socket.join(`conversation:${conversationId}`);
  socket.on('chat:send', (body, ack) => {
    const seq = (lastSeq.get(body.conversationId) ?? 0) + 1;
    lastSeq.set(body.conversationId, seq);
    const message = {
      ...template,
      id: randomUUID(),
      conversationId: body.conversationId,
      seq,
      clientId: body.clientId,
      text: body.text,
      createdAt: new Date().toISOString(),
    };
    io.to(`conversation:${body.conversationId}`).emit('chat:message', { message });
    if (typeof ack === 'function') ack({ message });
  });
});

http.listen(Number(process.env.PORT ?? 3189), '127.0.0.1');
process.on('SIGTERM', () => {
  io.close();
  process.exit(0);
});
