/** The interactive part of `aye fix`, with @clack/prompts on stderr. */
import { isCancel, log, select, text } from "@clack/prompts";
import type { Ctx } from "../context.ts";
import { dangers } from "./danger.ts";
import type { Failure, Suggestion } from "./types.ts";

type Choice = string[] | "cancel";

const LABEL = { cache: "worked before", tool: "the tool's hint", rule: "rule", llm: "LLM" } as const;

/** Lets the person pick a suggestion, edit one, ask the LLM, or cancel; a dangerous pick needs a typed `yes`. */
export async function choose(failure: Failure, suggestions: Suggestion[], ctx: Ctx, offerLlm: boolean, ask: () => Promise<Suggestion[]>): Promise<Choice> {
  const streams = ctx.io.promptStreams();
  let list = suggestions;
  for (;;) {
    const judged = await Promise.all(list.map((s) => dangers(s.commands.join(" && "))));
    if (!list.length) log.warn(`No offline correction for ${failure.command}`, { output: streams.output });
    const picked = await select<number | "edit" | "llm" | "cancel">({
      ...streams,
      message: `Fix: ${failure.command}`,
      options: [
        ...list.map((s, i) => {
          const danger = judged[i]!;
          return {
            value: i,
            label: `${danger.length ? "⚠ " : ""}${s.commands.length > 1 ? s.commands.map((c, j) => `${j + 1}. ${c}`).join("   ") : s.commands[0]!}`,
            hint: `${LABEL[s.source]}: ${s.why}${danger.length ? `; DANGEROUS: ${danger.join(", ")}` : ""}`,
          };
        }),
        { value: "edit" as const, label: "Edit a command…" },
        ...(offerLlm ? [{ value: "llm" as const, label: "Ask an LLM" }] : []),
        { value: "cancel" as const, label: "Cancel" },
      ],
    });
    if (isCancel(picked) || picked === "cancel") return "cancel";
    if (picked === "llm") {
      offerLlm = false;
      try {
        list = [...list, ...(await ask())];
      } catch (error) {
        log.error((error as Error).message, { output: streams.output });
      }
      continue;
    }
    let commands: string[];
    if (picked === "edit") {
      const edited = await text({ ...streams, message: "Command to run", initialValue: list[0]?.commands.join(" && ") ?? failure.command });
      if (isCancel(edited) || !edited.trim()) return "cancel";
      commands = [edited.trim()];
    } else {
      commands = list[picked]!.commands;
    }
    const danger = await dangers(commands.join(" && "));
    if (danger.length) {
      log.warn(`This is dangerous: it ${danger.join(", ")}.\n$ ${commands.join(" && ")}`, { output: streams.output });
      const answer = await text({ ...streams, message: "Type yes to run it" });
      if (isCancel(answer) || answer.trim() !== "yes") return "cancel";
    }
    return commands;
  }
}

/** After a corrected command failed too. */
export async function confirmAgain(ctx: Ctx): Promise<boolean> {
  const streams = ctx.io.promptStreams();
  const answer = await select({ ...streams, message: "That failed too. Look for a fix again?", options: [{ value: true, label: "Yes" }, { value: false, label: "No" }] });
  return !isCancel(answer) && answer === true;
}
