import { io, type Socket } from 'socket.io-client';
import { reportAdminSessionEnded } from './session-events';

// One live connection per tab for the admin console, shared by whoever needs events and
// closed when the last user lets go (sign-out unmounts them all). The handshake carries the
// console's session cookie (same origin), never a token in the URL or in script.
let socket: Socket | undefined;
let users = 0;

/** The server refuses a handshake without a live admin session with this error. */
const UNAUTHORIZED = 'unauthorized';
/** How long to wait before reconnecting after the server closed the socket. */
export const SERVER_CLOSE_RECONNECT_MS = 500;

export interface AdminSocketLease {
  socket: Socket;
  release(): void;
}

/**
 * The server closes a socket ("io server disconnect") when its session ended (signed out in
 * another tab, revoked) and also when it shuts down, and socket.io does not reconnect after
 * that by itself. So the socket tries again: a session that ended is refused at the handshake
 * and reported, so the console drops what it shows; after a restart the live feed resumes.
 */
function watchSession(current: Socket): void {
  let retry: ReturnType<typeof setTimeout> | undefined;
  current.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    clearTimeout(retry);
    retry = setTimeout(() => {
      if (socket === current && !current.connected) current.connect();
    }, SERVER_CLOSE_RECONNECT_MS);
  });
  current.on('connect_error', (error) => {
    if (error.message === UNAUTHORIZED && socket === current) reportAdminSessionEnded();
  });
}

export function connectAdminSocket(): AdminSocketLease {
  if (!socket) {
    socket = io({
      path: '/socket.io',
      autoConnect: false,
      withCredentials: true,
    });
    watchSession(socket);
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
