import http from 'node:http';
import { Server } from 'socket.io';

// socket.io's own floor on this machine: a server that echoes `sendMessage` back as `newMessage`
// to the socket's room, with an ack, as the chat path does without storing anything.
const server = http.createServer();
const io = new Server(server, { transports: ['websocket'] });
io.on('connection', (socket) => {
  socket.on('join', (room: string, ack?: (reply: unknown) => void) => {
    void socket.join(room);
    ack?.({ ok: true });
  });
  socket.on('sendMessage', (body: { conversationId: string }, ack?: (reply: unknown) => void) => {
    io.to(body.conversationId).emit('newMessage', body);
    ack?.({ ok: true });
  });
});
server.listen(Number(process.env['PORT']), '127.0.0.1', () => process.send?.('ready'));
