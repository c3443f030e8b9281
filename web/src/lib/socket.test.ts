import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onAdminSessionEnded } from './session-events';
import { connectAdminSocket, SERVER_CLOSE_RECONNECT_MS } from './socket';

// The socket.io client stands in for the network here: each fake socket records what the code
// asks of it, and the test plays the server's side (closing it, refusing the handshake).
type Handler = (...args: unknown[]) => void;
class FakeSocket {
  connected = false;
  connects = 0;
  private handlers = new Map<string, Handler[]>();
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off() {
    return this;
  }
  connect() {
    this.connects += 1;
    return this;
  }
  disconnect() {
    this.connected = false;
    this.emit('disconnect', 'io client disconnect');
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}
const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

let ended = 0;
let unsubscribe: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  ended = 0;
  unsubscribe = onAdminSessionEnded(() => (ended += 1));
});
afterEach(() => {
  unsubscribe();
  vi.useRealTimers();
});

describe('the admin socket', () => {
  it('reconnects after the server closed it, and reports a session the handshake refuses', () => {
    const lease = connectAdminSocket();
    const socket = sockets.at(-1)!;
    expect(socket.connects).toBe(1);
    socket.connected = true;
    // Signed out in another tab: the server closes this tab's socket.
    socket.connected = false;
    socket.emit('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(SERVER_CLOSE_RECONNECT_MS);
    expect(socket.connects).toBe(2);
    expect(ended).toBe(0);
    socket.emit('connect_error', new Error('unauthorized'));
    expect(ended).toBe(1);
    lease.release();
  });

  it('keeps the session when the server was only restarting', () => {
    const lease = connectAdminSocket();
    const socket = sockets.at(-1)!;
    socket.emit('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(SERVER_CLOSE_RECONNECT_MS);
    socket.emit('connect_error', new Error('xhr poll error'));
    expect(ended).toBe(0);
    lease.release();
  });

  it('neither reconnects nor reports once released (this tab signed out)', () => {
    const lease = connectAdminSocket();
    const socket = sockets.at(-1)!;
    const connects = socket.connects;
    lease.release();
    socket.emit('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(SERVER_CLOSE_RECONNECT_MS);
    socket.emit('connect_error', new Error('unauthorized'));
    expect(socket.connects).toBe(connects);
    expect(ended).toBe(0);
  });
});
