import http from "node:http";
import type { AddressInfo } from "node:net";

export type Receipt = { eventId: string; receivedAt: number };

/** A local webhook receiver that answers 204 and notes when each event arrived. */
export async function startReceiver() {
  const received: Receipt[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const receivedAt = Date.now();
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { id: string };
      received.push({ eventId: body.id, receivedAt });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
