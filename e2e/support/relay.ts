import http from "node:http";

/**
 * Passes a request on to a fake vendor's in-process server and its answer back: the fakes of the
 * HTTP tests listen on random ports, and these relays give them the fixed ports the apps are told.
 * `failure` shapes the vendor's own error body for when the fake cannot be reached.
 */
export function relay(
  target: { host: string; port: number | string },
  req: http.IncomingMessage,
  res: http.ServerResponse,
  failure: (message: string) => unknown,
): void {
  const upstream = http.request(
    { host: target.host, port: target.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", (error) => {
    res.writeHead(502, { "content-type": "application/json" });
    res.end(JSON.stringify(failure(error.message)));
  });
  req.pipe(upstream);
}

/**
 * Serves a relay on its fixed port until the process is told to stop (SIGINT or SIGTERM): then
 * the relay closes, the fake behind it closes, and the process exits.
 */
export function serveUntilStopped(
  server: http.Server,
  options: { port: number; name: string; fake: { close: () => Promise<void> } },
): void {
  server.listen(options.port, "127.0.0.1", () =>
    console.log(`[e2e] ${options.name} on http://127.0.0.1:${options.port}`),
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      server.closeAllConnections();
      server.close();
      void options.fake.close().then(() => process.exit(0));
    });
  }
}
