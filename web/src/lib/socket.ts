import { io, type Socket } from 'socket.io-client';

// One live connection per tab for the admin console, shared by whoever needs events and
// closed when the last user lets go (sign-out unmounts them all). The handshake carries the
// console's session cookie (same origin), never a token in the URL or in script.
let socket: Socket | undefined;
let users = 0;

export interface AdminSocketLease {
  socket: Socket;
  release(): void;
}

export function connectAdminSocket(): AdminSocketLease {
  if (!socket) {
    socket = io({
      path: '/socket.io',
      autoConnect: false,
      withCredentials: true,
    });
  }
  const current = socket;
  users += 1;
  if (!current.connected) current.connect();
  let released = false;
  return {
    socket: current,
    release() {
      if (released) return;
      released = true;
      users -= 1;
      if (users <= 0 && socket === current) {
        current.disconnect();
        socket = undefined;
        users = 0;
      }
    },
  };
}
