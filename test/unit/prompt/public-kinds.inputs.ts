/** Inputs for public-kinds.test.ts and for timing its checks against another tree (10 MB each). */

// Drawn at random once (crypto.getRandomValues): each nearest secret is one by its body, not by its name.
export const B62 = "gM6MUIevPqXKnIHXHwrM17ZKgMjemU32";
export const HEX32 = "7bd3563dea17f0110ddd234beb92fc47";

export const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
/** A line of an ordinary log between the adversarial ones: a check is met often, and redaction is not all secrets. */
const FILLER = "2026-11-28 10:00:00 INFO request served in 12 ms by worker 7 of the pool, queue depth 3\n".repeat(3);
/** Distinct lines, so that no memo of a value's verdict hides the work, each after a filler line. */
export const lines = (make: (i: number) => string, n: number) => {
  const out: string[] = [];
  let size = 0;
  for (let i = 0; size < n; i++) {
    const line = make(i);
    out.push(FILLER, line);
    size += FILLER.length + line.length;
  }
  return out.join("").slice(0, n);
};

/** Inputs aimed at each new check: many values it must judge, each near its bounds. */
export const ADVERSARIAL: [string, (n: number) => string][] = [
  ["secrets in one long token of word characters (insideForm's reach)", (n) => `x ${fill(`${B62}-`, n)}`],
  ["secrets glued to a capital option", (n) => lines((i) => `$ zip -P${B62.slice(0, 14)}${i} f\n`, n)],
  ["secrets on lines that cite RFCs in tests", (n) => lines((i) => `x_test.go: RFC ${i % 9000 + 1000} test key=${B62}${i}\n`, n)],
  ["test vector headers, then secrets", (n) => lines((i) => `# CAVS test vector\npassword: ${B62}${i}\n`, n)],
  ["TXT records named before secrets", (n) => lines((i) => `TXT record token=${B62}${i} `, n)],
  ["a resolver's prompts and their output", (n) => lines((i) => `$ dig TXT a${i}.pt\n"token=${B62}${i}"\n`, n)],
  ["quotes around secrets, as a CSP's", (n) => lines((i) => `password: '${B62}${i}' `, n)],
  ["keys that open no block", (n) => lines((i) => `$ cat secret.yaml\nstringData${i % 10 ? "" : "X"}:\n`, n)],
  ["lines of colons after secrets", (n) => lines((i) => `svc:!:1:2:3:4:5:6:${B62}${i}\nnobody:x:1:1:${"a:".repeat(40)}\n`, n)],
  ["passwd commands before secrets", (n) => lines((i) => `$ sudo passwd user${i}\npassword ${B62}${i}\n`, n)],
  ["sentences about passwords under a password's name", (n) => lines((i) => `password: password verification error ${i} again\n`, n)],
  ["encrypted: before secrets", (n) => lines((i) => `X="encrypted:B${B62}${B62}${B62}${B62}${i}"\n`, n)],
  ["Kubernetes' at-rest prefix before secrets", (n) => lines((i) => `k8s:enc:aescbc:v1:key${i}:${B62}\n`, n)],
  ["acme-challenge paths", (n) => lines((i) => `GET /.well-known/acme-challenge/${B62}${i} token=${B62}${i}\n`, n)],
  ["zone lines of TXT before secrets", (n) => lines((i) => `a${i}.b.c 300 IN TXT token=${B62}${i} secret.x TXT "${B62}"\n`, n)],
  ["Google documents' paths before secrets", (n) => lines((i) => `https://docs.google.com/document/d/${B62}${i}/x?token=${B62}${i}\n`, n)],
  ["drawn tables' rows before secrets", (n) => lines((i) => `│ User ID ${i % 10} │ ${B62}${i} │\n`, n)],
  ["Twilio-like and push-id-like values", (n) => lines((i) => `sid=SM${HEX32} key=-O${B62.slice(0, 17)}${i % 10} token=${B62}${i}\n`, n)],
  ["base32 values near a strkey's length", (n) => lines((i) => `nkey: U${"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".repeat(2).slice(i % 8, (i % 8) + 55)}\n`, n)],
  ["PGP-looking base64 under secrets' names", (n) => lines((i) => `secret: hQEM${B62}${B62}${i}\n`, n)],
];


/**
 * `bun test/unit/prompt/public-kinds.inputs.ts [tree]`: CPU ms of redacting 10 MB of each input, with this tree's
 * redact and, given another tree (`/work/main`), with its redact too, each run in a process of its own.
 */
if (import.meta.main) {
  const [other, index] = process.argv.slice(2);
  if (index !== undefined) {
    const { redact } = await import(`${other}/src/prompt/redact.ts`);
    const text = ADVERSARIAL[Number(index)]![1](10_000_000);
    Bun.gc(true);
    const start = process.cpuUsage();
    redact(text);
    const { user, system } = process.cpuUsage(start);
    console.log(((user + system) / 1000).toFixed(0));
  } else {
    const here = new URL("../../..", import.meta.url).pathname.replace(/\/$/, "");
    const run = (tree: string, i: number) => Number(Bun.spawnSync([process.execPath, import.meta.path, tree, String(i)]).stdout.toString());
    console.log(`input\tthis tree${other ? `\t${other}\tratio` : ""}`);
    ADVERSARIAL.forEach(([what], i) => {
      const mine = run(here, i);
      const theirs = other ? run(other, i) : 0;
      console.log(`${what}\t${mine}${other ? `\t${theirs}\t${(mine / theirs).toFixed(2)}` : ""}`);
    });
  }
}
