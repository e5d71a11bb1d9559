/**
 * The interactive part of `aye fix`, with @clack/prompts on stderr. What a menu
 * line shows is the plan it runs: plans reach here free of control characters,
 * and every label passes `visible` all the same.
 */
import { isCancel, log, select, text } from "@clack/prompts";
import type { Ctx } from "../context.ts";
import { visible } from "../guard/visible.ts";
import type { Failure, Suggestion } from "./types.ts";
import { judge, planText, verdictNotes } from "../guard/to-shell.ts";

/** The plan to run, and whether aye proposed it (false: the person typed it). */
type Choice = { commands: string[]; proposed: boolean } | "cancel";

/** A menu line that finds more suggestions when picked (ask an LLM, read a tool's help). */
export interface Extra {
  label: string;
  more(): Promise<Suggestion[]>;
}

const LABEL = { cache: "worked before", tool: "the tool's hint", rule: "rule", llm: "LLM" } as const;

function label(s: Suggestion): string {
  return s.commands.length > 1 ? s.commands.map((c, j) => `${j + 1}. ${c}`).join("   ") : s.commands[0]!;
}

/** Lets the person pick a suggestion, edit one, look further, or cancel; a dangerous pick needs a typed `yes`. */
export async function choose(failure: Failure, suggestions: Suggestion[], ctx: Ctx, extras: Extra[]): Promise<Choice> {
  const streams = ctx.io.promptStreams();
  let list = suggestions;
  let left = extras;
  for (;;) {
    const verdicts = await Promise.all(list.map((s) => judge(planText(s.commands), ctx.io.cwd)));
    if (!list.length) log.warn(visible(`No offline correction found for ${failure.command}`), { output: streams.output });
    const picked = await select<number | "edit" | "cancel" | Extra>({
      ...streams,
      message: visible(`Fix: ${failure.command}`, true),
      options: [
        ...list.map((s, i) => {
          const v = verdicts[i]!;
          const notes = [`${LABEL[s.source]}: ${s.why}`, ...verdictNotes(v)];
          return { value: i, label: visible(`${v.dangers.length ? "⚠ " : ""}${label(s)}`, true), hint: visible(notes.join("; "), true) };
        }),
        { value: "edit" as const, label: "Edit a command…" },
        ...left.map((extra) => ({ value: extra, label: extra.label })),
        { value: "cancel" as const, label: "Cancel" },
      ],
    });
    if (isCancel(picked) || picked === "cancel") return "cancel";
    if (typeof picked === "object") {
      left = left.filter((e) => e !== picked);
      try {
        list = [...list, ...(await picked.more())];
      } catch (error) {
        log.error(visible((error as Error).message), { output: streams.output });
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
    const v = picked === "edit" ? await judge(planText(commands), ctx.io.cwd) : verdicts[picked]!;
    if (v.dangers.length) {
      log.warn(visible(`This is dangerous: it ${v.dangers.join("; ")}.\n$ ${planText(commands)}`), { output: streams.output });
      const answer = await text({ ...streams, message: "Type yes to run it" });
      if (isCancel(answer) || answer.trim() !== "yes") return "cancel";
    }
    return { commands, proposed: picked !== "edit" };
  }
}

/** After a corrected command failed too. */
export async function confirmAgain(ctx: Ctx): Promise<boolean> {
  const streams = ctx.io.promptStreams();
  const answer = await select({ ...streams, message: "That failed too. Look for a fix again?", options: [{ value: true, label: "Yes" }, { value: false, label: "No" }] });
  return !isCancel(answer) && answer === true;
}
