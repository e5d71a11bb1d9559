/**
 * Database clients given a statement on the command line: a keyword one slip
 * from the one meant (`SELECT name FORM users`), which the parser reads as a
 * name and blames the word after it, and sqlite3's dot-commands (`.tabels`).
 */
import { nearest } from "../nearest.ts";
import type { Rule, Suggestion } from "../types.ts";
import { replaceToken } from "../words.ts";

const words = (text: string) => text.trim().split(/\s+/);

const CLIENTS = /^(?:sqlite3|psql|mysql|mariadb|duckdb)$/;

/** Keywords of four letters or more: shorter ones are a slip away from too many names. */
const KEYWORDS = words(`SELECT FROM WHERE INSERT INTO VALUES UPDATE DELETE CREATE TABLE ALTER DROP INDEX VIEW ORDER GROUP
  HAVING LIMIT OFFSET JOIN INNER LEFT RIGHT OUTER CROSS UNION DISTINCT BETWEEN LIKE EXISTS NULL DEFAULT UNIQUE PRIMARY
  FOREIGN REFERENCES CASCADE COLUMN RENAME DATABASE SCHEMA TRUNCATE BEGIN COMMIT ROLLBACK TRANSACTION EXPLAIN ANALYZE
  VACUUM PRAGMA SHOW TABLES DESCRIBE GRANT REVOKE RETURNING CONSTRAINT AUTOINCREMENT INTEGER VARCHAR BOOLEAN`);

/** sqlite3 3.40's dot-commands, as `.help` lists them. */
const DOT_COMMANDS = words(`.archive .auth .backup .bail .binary .cd .changes .check .clone .connection .databases .dbconfig
  .dbinfo .dump .echo .eqp .excel .exit .expert .explain .filectrl .fullschema .headers .help .import .imposter .indexes
  .limit .lint .load .log .mode .nonce .nullvalue .once .open .output .parameter .print .progress .prompt .quit .read
  .recover .restore .save .scanstats .schema .selftest .separator .session .sha3sum .shell .show .stats .system .tables
  .testcase .testctrl .timeout .timer .trace .vfsinfo .vfslist .vfsname .width`);

/** In the case it was typed in: FROM for FORM, from for form. */
const cased = (keyword: string, typed: string) => (typed === typed.toLowerCase() ? keyword.toLowerCase() : keyword);

export const sql: Rule = (f) => {
  if (!CLIENTS.test(f.argv[0] ?? "")) return [];
  const out: Suggestion[] = [];
  // sqlite3: unknown command or invalid arguments:  "tabels".
  const dot = /unknown command or invalid arguments:\s+"([\w-]+)"/.exec(f.output)?.[1];
  const typed = dot && f.argv.find((w) => w === `.${dot}` || w.startsWith(`.${dot} `));
  if (typed) for (const good of nearest(`.${dot}`, DOT_COMMANDS, 1)) out.push({ commands: [replaceToken(f.command, typed, typed.replace(`.${dot}`, good))], source: "rule", why: `sqlite3 has ${good}` });
  // The word the parser stopped at, and the one before it (a slipped keyword read as a name): sqlite's near "x",
  // PostgreSQL's at or near "x", MySQL's near 'x …'.
  const near = /near "([^"]*)": syntax error|syntax error at or near "([^"]*)"|syntax to use near '(\S*)/.exec(f.output)?.slice(1).find((g) => g !== undefined);
  const statement = near !== undefined ? f.argv.find((w, i) => i > 0 && /\s/.test(w.trim()) && (near === "" || w.includes(near))) : undefined;
  if (statement) {
    const tokens = statement.split(/[^\w]+/).filter(Boolean);
    const at = near ? tokens.findIndex((t) => t === near) : tokens.length;
    for (const word of [tokens[at - 1], tokens[at]]) {
      if (!word || word.length < 4 || KEYWORDS.includes(word.toUpperCase())) continue;
      const good = nearest(word.toUpperCase(), KEYWORDS, 1)[0];
      if (!good) continue;
      const fixed = statement.replace(new RegExp(`\\b${word}\\b`), cased(good, word));
      out.push({ commands: [replaceToken(f.command, statement, fixed)], source: "rule", why: `${word} for ${good}` });
      break;
    }
  }
  return out;
};
