/**
 * Text a shell runs that the plan spells only in code (decoded.ts): decoded from constants as the tools would print
 * it and judged as part of the plan, so a harmless one runs and a destructive one is refused with what it decoded to
 * named; and every way the computed text could differ from what runs (garbage, padding, a value set twice, a tool
 * replaced, a shell that reads escapes otherwise) leaves the plan asked as before. Judged only: nothing is run.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { setOnce, toolsAsKnown } from "../../../src/guard/shell/decoded.ts";
import { reduce } from "../../../src/guard/shell/shell-syntax.ts";
import { judge, unattendedRefusal, verdictNotes } from "../../../src/guard/to-shell.ts";

const cwd = mkdtempSync(join(tmpdir(), "aye-decoded-"));
writeFileSync(join(cwd, "package.json"), '{"name":"x"}\n');
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const b64 = (text: string) => Buffer.from(text).toString("base64");
const hex = (text: string) => Buffer.from(text).toString("hex");
const refusal = async (plan: string) => unattendedRefusal(await judge(plan, cwd));

describe("harmless text in code runs, and the menu says what aye decoded", () => {
  test.each([
    ["echo ZG9ja2VyIGltYWdlcw== | base64 -d | sh", "docker images"],
    [`base64 -d <<< ${b64("git status -sb")} | bash`, "git status -sb"],
    [`echo ${b64("git log --oneline -5")} | base64 --decode | sh -s`, "git log --oneline -5"],
    ["$(echo ZG9ja2VyIHBzIC1h | base64 -d)", "docker ps -a"],
    [`eval "$(echo 'ppa/gro weiv oper hg' | rev)"`, "gh repo view org/app"],
    [`x=${b64("git status")}\neval "$(base64 -d <<<"$x")"`, "git status"],
    [`c=$(printf %s ${b64("git status")} | base64 -d); $c --short`, "git status"],
    [`sh -c "$(echo ${hex("git branch -a")} | xxd -r -p)"`, "git branch -a"],
    [`bash -c "$(xxd -r -p <<< ${hex("git branch -a")})"`, "git branch -a"],
    ["$(printf '\\x67\\x69\\x74') status", "git"],
    [`eval "$(echo 'tvg fgnghf' | tr 'A-Za-z' 'N-ZA-Mn-za-m')"`, "git status"],
    [`echo ${Buffer.from("git status").toString("base64")} | base32 -d | sh`, undefined],
    ["source <(echo M5UXIIDTORQXI5LT | base32 -d)", "git status"],
    [`. <(echo ${b64("git status")} | base64 -d)`, "git status"],
    [`bash <(echo ${b64("git status")} | base64 -d)`, "git status"],
    [`echo ${gzipSync(Buffer.from("git status\n")).toString("base64")} | base64 -d | zcat | bash`, "git status"],
    [`echo '${b64("git status")}' | openssl base64 -d -A | sh`, "git status"],
    [`bash <<< "$(echo ${b64("git status")} | base64 -d)"`, "git status"],
    [`kubectl patch deploy api -p "$(echo ${b64('{"spec":{"replicas":3}}')} | base64 -d)" --dry-run=client -o yaml`, '{"spec":{"replicas":3}}'],
  ])("%s", async (plan, decoded) => {
    const v = await judge(plan, cwd);
    if (decoded === undefined) {
      // (base64 text is no base32: asked, as before.)
      expect(unattendedRefusal(v)).toBeDefined();
      return;
    }
    expect(unattendedRefusal(v)).toBeUndefined();
    expect(verdictNotes(v).join(" ")).toContain(`aye judged \`${decoded}`);
  });
});

describe("destructive text in code is refused, and the reason names what it decoded to", () => {
  test.each([
    ["echo cm0gLXJmIH4= | base64 -d | sh", "`rm -rf ~` decoded from base64"],
    [`eval "$(echo '~ fr- mr' | rev)"`, "`rm -rf ~` decoded from rev"],
    [`bash -c "$(echo ${hex("rm -rf ~")} | xxd -r -p)"`, "`rm -rf ~` decoded from hex"],
    [`echo ${gzipSync(Buffer.from("rm -rf ~\n")).toString("base64")} | base64 -d | gunzip -c | sh`, "`rm -rf ~` decoded from base64, then gzip"],
    ["$(printf '\\x72\\x6d') -rf ~", "`rm` decoded from printf escapes"],
    [`x=${b64("git push --force origin main")}; echo $x | base64 -d | sh`, "`git push --force origin main` decoded from base64"],
    // A decoded text that itself decodes: both layers are read.
    [`echo ${b64(`echo ${b64("rm -rf ~")} | base64 -d | sh`)} | base64 -d | sh`, "`rm -rf ~` decoded from base64"],
    // A decoded text with an option that acts.
    [`$(echo ${b64("git -c core.pager=")} | base64 -d)'rm -rf ~' log`, undefined],
    [`$(echo ${b64("find . -delete")} | base64 -d)`, "`find . -delete` decoded from base64"],
  ])("%s", async (plan, named) => {
    const why = await refusal(plan);
    expect(why).toBeDefined();
    if (named) expect(why).toContain(named);
  });
  test("what decoded text writes is asked, even where the plan names no file (`echo > package.json` in code)", async () => {
    expect(await refusal(`b64=${b64("echo > package.json")}; eval "$(base64 -d <<<$b64)"`)).toContain("decoded");
    expect(await refusal(`f=$(echo ${b64("package.json")} | base64 -d); echo > "$f"`)).toBeDefined();
    expect(await refusal(`echo ${b64("rm -rf ./coverage")} | base64 -d | sh`)).toBeDefined();
  });
  test("text that decodes to text that decodes is read three layers deep, and no deeper", async () => {
    const wrap = (text: string) => `echo ${b64(text)} | base64 -d | sh`;
    expect(await refusal(wrap(wrap(wrap("git status"))))).toBeUndefined();
    expect(await refusal(wrap(wrap(wrap(wrap("git status")))))).toBeDefined();
  });
  test("a shell reading the rest of the script, or an interpreter reading it as code, is seen", async () => {
    expect(await refusal(`echo ${b64("sh\nrm -rf ~\n")} | base64 -d | sh`)).toBeDefined();
    expect(await refusal(`echo ${b64("python3\nimport shutil; shutil.rmtree('/home')\n")} | base64 -d | bash`)).toBeDefined();
    expect(await refusal(`echo ${b64("apt-get update")} | base64 -d | sudo sh`)).toBeDefined();
  });
});

describe("any doubt keeps the plan asked", () => {
  test.each([
    // Input the tools read otherwise than a strict decoder.
    ["echo ZG9ja2VyIGltYWdlcw | base64 -d | sh", "no padding"],
    ["echo 'ZG9ja2Vy!IGltYWdlcw==' | base64 -di | sh", "garbage skipped by -i"],
    ["echo 'ZG9ja2Vy IGltYWdlcw==' | base64 -d | sh", "a space"],
    [`echo ${b64("ls")}${b64("ls")} | base64 -d | sh`, "padding inside"],
    [`echo ${b64("ls")} | base64 -d -i | sh`, "--ignore-garbage"],
    [`echo '${b64("ls")}' | openssl base64 -d | sh`.replace("echo", "printf %s"), "openssl without a line end"],
    [`echo '${hex("ls")}:' | xxd -r -p | sh`, "xxd skipping what is no digit"],
    [`echo 'fy' | tr '[:lower:]' '[:upper:]' | sh`, "a locale's class"],
    [`echo 'ls' | tr 'ab' 'x' | sh`, "sets of two lengths"],
    // Escapes shells read their own way.
    ["echo 'l\\x73' | sh", "echo with a backslash (zsh and dash read it)"],
    ["echo -e 'ls' | sh", "echo -e (dash prints -e)"],
    ["printf 'ls\\c; rm -rf ~' | sh", "\\c"],
    ["printf '%d' 1 | sh", "a format not implemented"],
    ["printf '\\x6c\\x73' | sh", "\\x given to a shell: dash's printf keeps it"],
    ["$(printf 'rm \\x2drf') ~", "\\x past the command's name"],
    ["$(printf 'ls \\x2dla')", "dash runs ls with `\\x2dla`, not what was judged"],
    ["printf -v c '%b' '\\x6c\\x73'; $c", "printf -v: dash and ksh set nothing"],
    // A value that is not a constant, or not only one.
    [`x=${b64("rm -rf ~")}; x=${b64("ls")}; echo $x | base64 -d | sh`, "set twice"],
    [`x=; : \${x:=${b64("rm -rf ~")}}; echo $x | base64 -d | sh`, "set empty, then by a default"],
    [`x=${b64("ls")}; read x; echo $x | base64 -d | sh`, "read"],
    [`x=${b64("ls")}; : \${x:=a}; echo $x | base64 -d | sh`, "a default"],
    [`x=${b64("ls")}; : $((x=1)); echo $x | base64 -d | sh`, "arithmetic"],
    [`x=${b64("ls")}; x=${b64("rm -rf ~")} true; echo $x | base64 -d | sh`, "a POSIX shell keeps x=… before a special builtin"],
    [`x=${b64("ls")}; eval "$(echo ${b64(`x=${b64("rm -rf ~")}`)} | base64 -d)"; echo $x | base64 -d | sh`, "set by decoded text"],
    [`x=${b64("ls")}; trap 'x=${b64("rm -rf ~")}' DEBUG; echo $x | base64 -d | sh`, "a trap"],
    [`echo $B64 | base64 -d | sh`, "from the environment"],
    [`x=$(cat cmd.b64); echo $x | base64 -d | sh`, "read from a file"],
    [`echo $(echo ${b64("ls")}) | base64 -d | sh`, "a substitution in the decoder's words"],
    [`[ -f x ] && x=${b64("ls")}; echo $x | base64 -d | sh`, "set only on a condition"],
    // Tools that may not be the tools.
    [`shopt -s expand_aliases; alias rev='echo rm -rf ~ #'; echo sl | rev | sh`, "an alias"],
    [`PATH=./bin:$PATH; echo ${b64("ls")} | base64 -d | sh`, "PATH"],
    [`base64() { echo rm -rf ~; }; echo ${b64("ls")} | base64 -d | sh`, "a function"],
    [`./base64 -d <<< ${b64("ls")} | sh`, "a file of the project's"],
    // Text that splits or globs, or is not text.
    [`IFS=/; $(echo ${b64("ls")} | base64 -d)`, "IFS"],
    [`$(echo ${b64("ls *")} | base64 -d)`, "a glob"],
    [`echo ${Buffer.from([0x6c, 0x73, 0, 0x72, 0x6d]).toString("base64")} | base64 -d | sh`, "a NUL"],
    [`echo ${Buffer.from([0x6c, 0xff]).toString("base64")} | base64 -d | sh`, "not UTF-8"],
    [`echo ${b64("ls\r")} | base64 -d | sh`, "a carriage return"],
    [`echo ${b64(`${"ls; ".repeat(1500)}ls`)} | base64 -d | sh`, "more than a few KB"],
    // Shells aye does not judge as bash, or that read more than the script.
    [`echo ${b64("ls")} | base64 -d | fish`, "fish"],
    [`echo ${b64("echo $'a\\' ; rm -rf ~ ; # \\''")} | base64 -d | sh`, "dash reads $'…' otherwise than bash: it runs rm"],
    [`sh -c "$(echo ${b64("echo $'a\\' ; rm -rf ~ ; # \\''")} | base64 -d)"`, "dash reads $'…' otherwise than bash"],
    [`echo ${b64("ls")} | base64 -d | xargs sh`, "xargs hands the shell the text as files to run"],
    [`echo ${b64("ls")} | base64 -d | sh -s rm -rf ~`, "words for the script"],
    [`echo ${b64("ls")} | base64 -d | sh < other.sh`, "a script from elsewhere"],
    [`echo ${b64("ls")} | base64 -d | sh 0< other.sh > out.txt`, "a script from elsewhere"],
    [`echo ${b64("ls")} | base64 -d | sh <<< 'rm -rf ~'`, "a script from a here-string"],
    [`source <(echo ${b64("ls")} | base64 -d) extra`, "source with words"],
    [`bash -x <(echo ${b64("ls")} | base64 -d)`, "a shell's options before the file"],
    [`sh <(echo ${b64("echo $'a\\' ; rm -rf ~ ; # \\''")} | base64 -d)`, "dash reads $'…' otherwise than bash"],
    // Files aye has not read.
    ["base64 -d cmd.b64 | sh", "a file"],
    ["zcat cmd.gz | sh", "a file"],
  ])("%s (%s)", async (plan) => expect(await refusal(plan)).toBeDefined());
});

describe("a constant is one the line sets once and only reads after", () => {
  test.each([
    ["x=YQ==; echo $x", true],
    ['x=YQ==\necho "${x}" | base64 -d', true],
    ["x=YQ==; x=Yg==; echo $x", false],
    ["x=YQ==; read x; echo $x", false],
    ["x=YQ==; printf -v x %s Yg==; echo $x", false],
    ["x=YQ==; : ${x:=Yg==}; echo $x", false],
    ["x=YQ==; ((x++)); echo $x", false],
    ["x=YQ==; exec {x}>/dev/null; echo $x", false],
    ["x=YQ==; declare -n r=x; echo $x", false],
    ["x=YQ==; trap 'x=Yg==' DEBUG; echo $x", false],
    ["x=YQ== true; echo $x", true],
    ["echo $x", false],
  ])("%s: %p", (text, once) => expect(setOnce("x", [text])).toBe(once));
  test("text a decoded script runs counts as the line's", () => expect(setOnce("x", ["x=YQ==; eval \"$(…)\"; echo $x", "x=Yg=="])).toBe(false));
});

describe("the tools are the tools", () => {
  test.each([
    ["echo bHM= | base64 -d | sh", [], true],
    ["alias base64='echo rm -rf ~ #'; echo bHM= | base64 -d | sh", [], false],
    ["enable -n echo; echo bHM= | base64 -d | sh", [], false],
    ["hash -p ./evil base64; echo bHM= | base64 -d | sh", [], false],
    ["shopt -s xpg_echo; echo 'l\\x73' | sh", [], false],
    ["echo bHM= | base64 -d | sh", ["PATH"], false],
    ["echo bHM= | base64 -d | sh", ["LC_ALL"], false],
    ["echo bHM= | base64 -d | sh", ["IFS"], false],
    ["echo bHM= | base64 -d | sh", ["BASH_ENV"], false],
  ])("%s, setting %j: %p", (text, assigned, known) => expect(toolsAsKnown([text], new Set(assigned))).toBe(known));
});

describe("decoded words are the words bash makes of them", () => {
  const words = async (line: string) => (await reduce(line)).commands.map((c) => c.argv.map((w, i) => (c.dynamic[i] ? `?${w}` : w)));
  test("a whole unquoted $(…) is split; quoted, it is one word", async () => {
    expect(await words(`$(echo ${b64("git log  -n\t3")} | base64 -d)`)).toContainEqual(["git", "log", "-n", "3"]);
    expect(await words(`git commit -m "$(echo ${b64("a  b")} | base64 -d)"`)).toContainEqual(["git", "commit", "-m", "a  b"]);
  });
  test("inside a word, text bash would split or glob is not known", async () => {
    const [cat] = (await words(`cat ./x$(echo ${b64(" /etc/shadow")} | base64 -d)`)).filter((c) => c[0] === "cat");
    expect(cat![1]!.startsWith("?")).toBe(true);
    expect(await words(`cat ./x$(echo ${b64("y")} | base64 -d)`)).toContainEqual(["cat", "./xy"]);
  });
  test("a decoder's word bash would expand otherwise is not read: `~`, a value it splits inside a word", async () => {
    const args = async (line: string) => (await reduce(line)).commands.find((c) => c.argv[0] === "git")!.dynamic.at(-1);
    expect(await args(`git commit -m "$(echo ~)"`)).toBe(true);
    // (bash prints `yab`: y$x is split into two words, and the format is used for each.)
    expect(await args(`x='a  b'; git commit -m "$(printf %s y$x)"`)).toBe(true);
    expect(await args(`x='ab'; git commit -m "$(printf %s y$x)"`)).toBe(false);
  });
  test("trailing line ends are dropped, as a substitution drops them", async () => {
    expect(await words(`git checkout "$(printf 'main\\n\\n')"`)).toContainEqual(["git", "checkout", "main"]);
  });
});

describe("the same judge: a plan spelled in code never runs where the plan itself would not", () => {
  test.each(["train-12", "train-11"])("every plan of %s, piped to bash from base64 and eval'd from rev", async (split) => {
    const plans: { plan: string }[] = await Bun.file(join(import.meta.dir, `../../fixtures/danger-heldout/${split}.json`)).json();
    const differ: string[] = [];
    for (const { plan } of plans) {
      if ((await refusal(plan)) === undefined) continue;
      const reversed = plan.includes("\n") || /[^\x20-\x7e]/.test(plan) ? undefined : [...plan].reverse().join("");
      const encoded = [`echo ${b64(plan)} | base64 -d | bash`, ...(reversed ? [`eval "$(echo '${reversed.replaceAll("'", "'\\''")}' | rev)"`] : [])];
      for (const e of encoded) if ((await refusal(e)) === undefined) differ.push(e);
    }
    expect(differ).toEqual([]);
  }, 60000);
});
