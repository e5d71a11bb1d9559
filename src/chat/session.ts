/**
 * What one line of input does in a chat: a meta command (`/help`, `/exit`,
 * `/clear`, `/model`, `/provider`, `/attach ID`), a `!command` whose output the
 * model then answers, or a message. The pending failure from `aye run` rides
 * with the first message, once.
 */
import type { Ctx } from "../context.ts";
import { AyeError } from "../errors.ts";
import { visible } from "../guard/visible.ts";
import { ridesAlong } from "../prompt/attach-block.ts";
import { buildPrompt } from "../prompt/build.ts";
import { readEnvironment } from "../prompt/environment.ts";
import type { Capture } from "../store/captures.ts";
import { closest } from "../suggest.ts";
import { BANG_USAGE, bangCommand, isShellCommand } from "./inject.ts";
import { type Conversation, newConversation } from "./history.ts";
import { runBang } from "./shell.ts";
import { askTurn, type TurnDeps } from "./turn.ts";

/** `/help`'s text. */
export const CHAT_HELP = `Commands:
  /help              show this help
  /exit, /quit       end the chat (Ctrl-D too)
  /clear             start a fresh conversation
  /model [NAME]      show or switch the model
  /provider [NAME]   show or switch the provider
  /attach ID         attach capture ID (see 'aye log') to your next message

Shell injection:
  !<command>         run a command; its output goes to the model, which answers it
                     (e.g. !git status, !npm test)

A line ending in \\ continues on the next. Ctrl-C stops an answer; the chat goes on.
`;

const META = ["/help", "/exit", "/quit", "/clear", "/model", "/provider", "/attach"];

/** A chat's state between lines. */
export interface Session {
  ctx: Ctx;
  turn: Omit<TurnDeps, "conversation"> & { conversation: Conversation };
  /** The failure that rides with the next message (taken from pending once, or chosen with /attach). */
  attach?: Capture;
  /** Whether the pending capture was looked at yet (it is taken with the first message only). */
  pendingTaken: boolean;
  /** The pending capture taken for the first message: it goes back to pending if no answer came. */
  taken?: Capture;
  /** Aborts the answer in progress. */
  controller?: AbortController;
  /** Switches the provider by name (the guarded registry's). */
  switchProvider(name: string): Promise<void>;
}

const say = (s: Session, text: string) => s.ctx.io.write(2, text.endsWith("\n") ? text : `${text}\n`);

/** The meta commands that need no waiting (/model and /provider ask the provider: handleLine has them). */
function meta(s: Session, line: string): "exit" | "done" {
  const [word = "", ...rest] = line.trim().split(/\s+/);
  const arg = rest.join(" ");
  switch (word) {
    case "/help":
      say(s, CHAT_HELP);
      return "done";
    case "/exit":
    case "/quit":
      return "exit";
    case "/clear":
      s.turn.conversation = newConversation(s.ctx.store().db);
      // "Yes to all" was given to the conversation that ended: the fresh one asks again.
      s.turn.consent.all = false;
      say(s, "(A fresh conversation.)");
      return "done";
    case "/attach": {
      if (!arg) {
        say(s, "Usage: /attach ID (the ids are in 'aye log')");
        return "done";
      }
      const { pickCapture } = require("../commands/show.ts") as typeof import("../commands/show.ts");
      try {
        s.attach = pickCapture(s.ctx.store(), s.ctx.scope(), arg);
        say(s, `(Capture ${s.attach.id}, ${visible(s.attach.command, true)}, will ride with your next message.)`);
      } catch (error) {
        if (!(error instanceof AyeError)) throw error;
        s.ctx.ui.error(error.message, error.hint);
      }
      return "done";
    }
    default: {
      const guess = closest(word, META);
      say(s, `Unknown command ${visible(word, true)}.${guess ? ` Did you mean ${guess}?` : ""} /help lists them.`);
      return "done";
    }
  }
}

/** The model that answers the next message: the one chosen, else the provider's own default, as it lists it. */
export async function answeringModel(turn: Pick<TurnDeps, "provider" | "model">): Promise<string> {
  if (turn.model) return turn.model;
  if (turn.provider.endpoint?.model) return turn.provider.endpoint.model;
  try {
    // A CLI whose default depends on the account (claude) is said to use its own.
    return (await turn.provider.listModels()).default ?? `${turn.provider.name}'s own default`;
  } catch (error) {
    return `unknown: ${error instanceof AyeError ? error.message : String(error)}`;
  }
}

/** Why `name` cannot be chosen: a server that lists its models and not this one. A CLI takes names it does not document. */
async function unknownModel(turn: Pick<TurnDeps, "provider">, name: string): Promise<AyeError | undefined> {
  if (turn.provider.kind === "shell") return undefined;
  let models: string[];
  try {
    models = (await turn.provider.listModels()).models;
  } catch {
    return undefined; // the request itself will say what is wrong
  }
  if (!models.length || models.includes(name) || models.includes(`${name}:latest`)) return undefined;
  const bare = models.map((m) => m.replace(/:latest$/, ""));
  const near = closest(name, bare);
  const guess = near && models[bare.indexOf(near)];
  return new AyeError(`${turn.provider.name} has no model '${visible(name, true)}'; the model stays ${turn.provider.name}'s current one`, {
    hint: `${guess ? `Did you mean ${guess}? ` : ""}Available: ${models.slice(0, 20).join(", ")}${models.length > 20 ? ", …" : ""}.`,
  });
}

/** The message with the failure that rides along (seed 000's block), if any. */
function withAttach(s: Session, text: string): string {
  if (!s.pendingTaken) {
    s.pendingTaken = true;
    if (!s.attach) s.attach = s.taken = s.ctx.store().consume(s.ctx.scope());
  }
  const attach = s.attach;
  s.attach = undefined;
  if (attach) s.ctx.ui.note(ridesAlong(attach));
  // The first message of a conversation tells the model where it is (prompt.context).
  const config = s.ctx.config();
  const environment = config.values["prompt.context"] && s.turn.conversation.size() === 0 ? readEnvironment(s.ctx.io.env, s.ctx.io.cwd) : undefined;
  return attach || environment ? buildPrompt({ words: text, files: [], attach, environment, redact: s.turn.redact }) : text;
}

/** Handles one input; "exit" ends the chat. */
export async function handleLine(s: Session, line: string): Promise<"exit" | "done"> {
  const text = line.trim();
  if (!text) return "done";
  if (text.startsWith("/") && /^\/[a-z]*(\s|$)/i.test(text)) {
    const [word, name] = text.split(/\s+/);
    if (word === "/provider") {
      if (name) {
        try {
          await s.switchProvider(name);
        } catch (error) {
          if (!(error instanceof AyeError)) throw error;
          s.ctx.ui.error(error.message, error.hint);
        }
      }
      say(s, `Provider: ${s.turn.provider.name}, model: ${visible(await answeringModel(s.turn), true)}`);
      return "done";
    }
    if (word === "/model") {
      if (name) {
        const problem = await unknownModel(s.turn, name);
        if (problem) s.ctx.ui.error(problem.message, problem.hint);
        else s.turn.model = name;
      }
      say(s, `Model: ${visible(await answeringModel(s.turn), true)} (${s.turn.provider.name})`);
      return "done";
    }
    return meta(s, text);
  }
  const controller = (s.controller = new AbortController());
  try {
    let message = text;
    if (isShellCommand(text)) {
      const command = bangCommand(text);
      if (!command) {
        s.ctx.io.write(2, `\n❌ ${BANG_USAGE}\n`);
        return "done";
      }
      message = await runBang(command, s.ctx.io, s.turn.tool, s.ctx.config().values["chat.max_output_chars"], controller.signal);
      if (controller.signal.aborted) return "done";
    }
    let end;
    try {
      end = await askTurn(s.turn, withAttach(s, message), controller.signal);
    } catch (error) {
      // The failure never reached a model that answered: keep it for the next try.
      if (s.taken) s.ctx.store().rearm(s.ctx.scope(), s.taken.id);
      throw error;
    } finally {
      s.taken = undefined;
    }
    if (end === "cancelled") say(s, "(Answer stopped.)");
  } finally {
    s.controller = undefined;
  }
  return "done";
}
