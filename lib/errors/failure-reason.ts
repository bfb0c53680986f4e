/** A thrown value as a short line for a log or a retry record: the message, capped at 200 characters. */
export const failureReason = (error: unknown): string =>
  error instanceof Error ? error.message.slice(0, 200) : "unknown error";
