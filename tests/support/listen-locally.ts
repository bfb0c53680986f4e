import type http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * Starts a server that may hold requests open on a free port of 127.0.0.1. Its `close` destroys
 * the open connections first: server.close waits for every one of them.
 */
export async function listenLocally(server: http.Server): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
