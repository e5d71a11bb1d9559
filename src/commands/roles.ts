/** `aye roles` and `aye templates`: list them, show one, write the shipped ones out as files to edit. */
import type { Ctx } from "../context.ts";
import { EXIT, usageError } from "../errors.ts";
import { visible, writeOutside } from "../guard/visible.ts";
import { type Kind, findEntry, libraryDir, listEntries, parseTemplate, variablesOf, writeShipped } from "../roles/library.ts";

export interface RolesInput {
  kind: Kind;
  action?: string;
  name?: string;
  rest: string[];
  json: boolean;
}

/** The first line of a role, or a template's system line, for the listing. */
const about = (kind: Kind, text: string, source: string) => {
  const line = (kind === "templates" ? parseTemplate(text, source).body : text).split("\n").find((l) => l.trim()) ?? "";
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
};

export function roles(input: RolesInput, ctx: Ctx): number {
  const { path } = ctx.config();
  const action = input.action ?? "list";
  const out = (text: string) => ctx.io.write(1, text);
  if (input.rest.length || (action !== "show" && input.name !== undefined)) throw usageError(`unexpected word '${input.rest[0] ?? input.name}' for aye ${input.kind} ${action}`);
  switch (action) {
    case "list": {
      const entries = listEntries(path, input.kind);
      if (input.json) {
        const rows = entries.map((e) => ({ name: e.name, source: e.source, ...(input.kind === "templates" ? { variables: variablesOf(parseTemplate(e.text, e.source).body) } : {}) }));
        return out(`${JSON.stringify(rows, null, 2)}\n`), EXIT.ok;
      }
      const width = Math.max(...entries.map((e) => e.name.length));
      for (const e of entries) out(`${e.name.padEnd(width)}  ${visible(about(input.kind, e.text, e.source), true)}  (${e.source})\n`);
      ctx.ui.note(`Yours go in ${libraryDir(path, input.kind)}/NAME.md; 'aye ${input.kind} init' writes the shipped ones there to edit.`);
      return EXIT.ok;
    }
    case "show": {
      if (!input.name) throw usageError(`aye ${input.kind} show needs a name`, `'aye ${input.kind}' lists them.`);
      const e = findEntry(path, input.kind, input.name);
      if (input.json) return out(`${JSON.stringify({ name: e.name, source: e.source, text: e.text }, null, 2)}\n`), EXIT.ok;
      writeOutside(ctx.io, 1, e.text.endsWith("\n") ? e.text : `${e.text}\n`);
      return EXIT.ok;
    }
    case "init": {
      const written = writeShipped(path, input.kind);
      if (input.json) return out(`${JSON.stringify({ written }, null, 2)}\n`), EXIT.ok;
      for (const file of written) out(`${file}\n`);
      if (!written.length) ctx.ui.note(`Every shipped one is in ${libraryDir(path, input.kind)} already; none was overwritten.`);
      return EXIT.ok;
    }
    default:
      throw usageError(`unknown action '${action}' for aye ${input.kind}`, `One of: list, show NAME, init.`);
  }
}
