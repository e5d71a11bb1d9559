/**
 * tree-sitter-bash through web-tree-sitter, loaded on first use. Both `.wasm`
 * files are embedded in the compiled binary; loading takes tens of
 * milliseconds, so only a command about to be judged pays for it.
 */
import type { Node, Parser } from "web-tree-sitter";
import bashWasm from "tree-sitter-bash/tree-sitter-bash.wasm" with { type: "file" };
import runtimeWasm from "web-tree-sitter/web-tree-sitter.wasm" with { type: "file" };

export type { Node } from "web-tree-sitter";

let loading: Promise<Parser> | undefined;

async function load(): Promise<Parser> {
  // A dynamic import: every other command starts without the parser's code.
  const { Parser, Language } = await import("web-tree-sitter");
  // The runtime gets its bytes handed over; left alone it would look for its .wasm beside a script that does not exist.
  await Parser.init({ wasmBinary: await Bun.file(runtimeWasm).bytes() });
  const bash = await Language.load(await Bun.file(bashWasm).bytes());
  const parser = new Parser();
  parser.setLanguage(bash);
  return parser;
}

/** Reads `text` as bash and hands its tree to `use`; the tree lives in wasm memory and is freed when `use` returns. */
export type ParseShell = <T>(text: string, use: (root: Node) => T) => T;

/** The bash parser, loaded on the first call. */
export async function shellParser(): Promise<ParseShell> {
  loading ??= load();
  const parser = await loading;
  return (text, use) => {
    const tree = parser.parse(text);
    if (!tree) throw new Error("tree-sitter-bash returned no tree");
    try {
      return use(tree.rootNode);
    } finally {
      tree.delete();
    }
  };
}
