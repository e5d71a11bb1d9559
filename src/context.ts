/**
 * What every command receives, built once in main. Config and store are opened
 * on first use: `aye run true` should touch neither.
 */
import { type Config, defaultConfig, loadConfig } from "./config.ts";
import type { Io } from "./io.ts";
import type { Store } from "./store/captures.ts";
import { storeDir } from "./store/dir.ts";
import { attachScope } from "./store/scope.ts";
import { type Ui, makeUi } from "./ui.ts";

export interface Ctx {
  io: Io;
  ui: Ui;
  storeDir: string;
  /** The effective configuration; throws a usage AyeError when it is broken. */
  config(): Config;
  defaults(): Config;
  /** The capture store, opened on first call. */
  store(): Store;
  /** The store if a command opened it. */
  openedStore(): Store | undefined;
  /** The terminal scope of the pending attach. */
  scope(): string;
}

export function makeCtx(io: Io): Ctx {
  const ui = makeUi(io);
  let config: Config | undefined;
  let store: Store | undefined;
  const ctx: Ctx = {
    io,
    ui,
    storeDir: storeDir(io.env),
    config: () => (config ??= loadConfig(io.env)),
    defaults: () => defaultConfig(io.env),
    // Loaded on first use: bun:sqlite is not needed by `aye run true` or `aye --version`.
    store: () => (store ??= (require("./store/captures.ts") as typeof import("./store/captures.ts")).openStore(ctx.storeDir, ui.warn)),
    openedStore: () => store,
    scope: () => attachScope(io.env, io.proc),
  };
  return ctx;
}
