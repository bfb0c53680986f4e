/** JSON success response; API answers are per-caller and never cached by intermediaries. */
export function json(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(data), {
    status: init.status ?? 200,
    headers: { "content-type": "application/json", "cache-control": "no-store", ...init.headers },
  });
}
