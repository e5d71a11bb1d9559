/**
 * ssh and the tools that go through it: a host name that does not resolve but
 * is one slip from (or the start of) a Host of ~/.ssh/config or a name in
 * /etc/hosts, and an identity file that is not there beside the one key that is.
 * Any tool given a URL: a scheme one slip from a known one (htps://).
 */
import { basename, dirname, resolve } from "node:path";
import { distance } from "../../suggest.ts";
import { nearest } from "../nearest.ts";
import type { Rule, Suggestion, World } from "../types.ts";
import { escapeRegExp, examined, replaceToken } from "../words.ts";

const SSH_TOOLS = /^(?:ssh|scp|sftp|rsync|ssh-copy-id|mosh)$/;

/** The hosts the person has named: ~/.ssh/config's Host lines (not its patterns), then /etc/hosts. */
function namedHosts(world: World): string[] {
  const home = world.home();
  const config = (home && world.readText(`${home}/.ssh/config`)) || "";
  const aliases = [...config.matchAll(/^[ \t]*Host[ \t]+([^\n]+)$/gim)].flatMap((m) => m[1]!.trim().split(/\s+/)).filter((h) => !/[*?!]/.test(h));
  const hosts = (world.readText("/etc/hosts") ?? "").split("\n").flatMap((line) => line.replace(/#.*/, "").trim().split(/\s+/).slice(1));
  return [...new Set([...aliases, ...hosts])];
}

export const remote: Rule = (f, world) => {
  if (!SSH_TOOLS.test(f.argv[0] ?? "")) return [];
  const out: Suggestion[] = [];
  const host = /Could not resolve hostname ([^:\s]+):/.exec(f.output)?.[1];
  const hosts = host ? namedHosts(world) : [];
  // The word that holds the host: prod, user@prod, prod:/tmp/, user@prod:/tmp/.
  const word = host && !hosts.includes(host) ? f.argv.find((w, i) => i > 0 && new RegExp(`^(?:[^@\\s]+@)?${escapeRegExp(host)}(?::|$)`).test(w)) : undefined;
  if (host && word) {
    // prod for prod-web: the start of only one name; else a slip from one.
    const starts = hosts.filter((h) => h.startsWith(host) && /^[.-]/.test(h.slice(host.length)));
    for (const good of starts.length === 1 ? starts : nearest(host, hosts, 1)) {
      out.push({ commands: [replaceToken(f.command, word, word.replace(host, good))], source: "rule", why: `${good} is a host you have named` });
    }
  }
  // -i ~/.ssh/id_rsa where the folder holds one other private key.
  const key = /Identity file (\S+) not accessible: No such file or directory/.exec(f.output)?.[1];
  const typed = key && f.argv.find((w) => resolve(f.cwd, w.replace(/^~(?=\/)/, world.home() ?? "~")) === key);
  if (key && typed) {
    const keys = world.list(dirname(key)).filter((name) => /^id_\w+$/.test(name) && world.isFile(`${dirname(key)}/${name}`));
    if (keys.length === 1) out.push({ commands: [replaceToken(f.command, typed, typed.slice(0, typed.length - basename(key).length) + keys[0])], source: "rule", why: `${keys[0]} is the key there` });
  }
  return out;
};

const SCHEMES = ["https", "http", "ftp", "ftps", "sftp", "ssh", "git", "file", "ws", "wss", "s3"];

/** curl htps://…: 'Protocol "htps" not supported', wget's 'Unsupported scheme', Python's 'unknown url type'. */
export const urlScheme: Rule = (f) => {
  if (!/protocol|scheme|url type|remote helper|'remote-/i.test(f.output)) return [];
  const out: Suggestion[] = [];
  for (const word of examined(f.argv).slice(1)) {
    const scheme = /^(?:--?[\w-]+=)?([A-Za-z][\w+.-]*):\/\//.exec(word)?.[1];
    if (!scheme || SCHEMES.includes(scheme.toLowerCase()) || !f.output.includes(scheme)) continue;
    // The web's two first: htps is https with a letter left out, not ftps with a key next to it.
    const web = ["https", "http"].find((s) => distance(scheme.toLowerCase(), s) <= 1);
    for (const good of web ? [web] : nearest(scheme.toLowerCase(), SCHEMES, 1)) out.push({ commands: [replaceToken(f.command, word, word.replace(`${scheme}://`, `${good}://`))], source: "rule", why: `${scheme}:// for ${good}://` });
  }
  return out;
};
