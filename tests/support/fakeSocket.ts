/**
 * Component tests have no real-time server: the shell's Socket.IO client (src/realtime/connection.ts)
 * gets this inert socket instead (tests/support/setupClient.ts mocks socket.io-client with it), and
 * tests announce changes with `deliverForTest` from the connection module.
 */
export const fakeSockets: { auth: unknown; closed: boolean }[] = [];

export function fakeIo(options: { auth?: unknown } = {}) {
  const record = { auth: options.auth, closed: false };
  fakeSockets.push(record);
  return {
    on: () => undefined,
    close: () => {
      record.closed = true;
    },
  };
}
