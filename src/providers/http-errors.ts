/** What an HTTP provider's failures say, in aye's words. */

/** What a server said in its error, its JSON's message when it sent one. */
export async function errorText(response: Response): Promise<string> {
  const body = await response.text().catch(() => "");
  try {
    const parsed = JSON.parse(body);
    return parsed.error?.message ?? parsed.message ?? body;
  } catch {
    return body.slice(0, 500);
  }
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "no such host",
  EAI_AGAIN: "the host name could not be looked up",
  ETIMEDOUT: "timed out",
  ECONNRESET: "the connection was reset",
  EHOSTUNREACH: "the host is unreachable",
  ENETUNREACH: "the network is unreachable",
};

/** Why a request did not get through, in a few words: the runtime's own question to the reader left out. */
export function whyUnreachable(error: unknown): string {
  const { code, message, name } = error as { code?: string; message?: string; name?: string };
  if (code && REASONS[code]) return `${REASONS[code]}, ${code}`;
  if (name === "TimeoutError") return "timed out";
  return (message ?? String(error)).replace(/\s*Is the computer able to access the url\?/, "").trim();
}
