/**
 * `aye chat --continue` at a terminal: the last turns of the conversation,
 * shown again so the person sees where it stopped (made visible, as every
 * answer is). What the model ran is named; tool results are left out.
 */
import type { Io } from "../io.ts";
import { visible } from "../guard/visible.ts";
import type { ChatMessage } from "./messages.ts";

/** The lines that show the last `turns` questions and their answers (pure); `newestFirst` is read only that far. */
export function lastTurns(newestFirst: Iterable<ChatMessage>, turns: number): string {
  const shown: ChatMessage[] = [];
  let questions = 0;
  for (const m of newestFirst) {
    if (m.role === "tool") continue;
    shown.push(m);
    if (m.role === "user" && ++questions >= turns) break;
  }
  const lines = shown.reverse().map((m) => {
    if (m.role === "user") return `you> ${visible(m.content.split("\n")[0] ?? "", true)}${m.content.includes("\n") ? " …" : ""}`;
    const ran = (m.toolCalls ?? []).map((c) => `(ran ${visible(typeof c.arguments.command === "string" ? c.arguments.command : c.name, true)})`);
    return [visible(m.content.trimEnd()), ...ran].filter(Boolean).join("\n");
  });
  return lines.length ? `${lines.join("\n")}\n` : "";
}

export function reprint(io: Io, newestFirst: Iterable<ChatMessage>, turns = 3): void {
  const text = lastTurns(newestFirst, turns);
  if (text) io.write(1, `${text}\n`);
}
