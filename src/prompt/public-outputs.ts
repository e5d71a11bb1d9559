/**
 * What a command printed that is public (a digest, a public key, a certificate, an address, ciphertext, a DNS answer), and records
 * that publish a key (DKIM) or a signature (minisign's files): ranges of the text, found in one pass a block.
 */
import { contains } from "./contains.ts";

/** A prompt, then the command. */
const COMMAND_LINE = /(?<![^\n])[ \t]*(?:[\w@.:~/-]*[$#%❯][ \t]+|>[ \t]+)([^\n]{1,2048})/g;
/** Stages of a pipeline that pass on what they were given: the value is what the stage before printed. */
const FILTER = /^(?:sudo\s+)?(?:sed|cut|head|tail|tr|awk|gawk|grep|egrep|base64|xxd|od|hexdump|sort|uniq|tee|cat|column|fold|less|more|jq|yq|wc|rev|paste|xargs\s+echo|fmt|nl)\b/;
/** A command's words that say it prints a digest, a public key, a certificate, a fingerprint or an address. */
const PRINTS_PUBLIC =
  /\b(?:sha(?:1|224|256|384|512)?sum|shasum|md5sum|b2sum|b3sum|cksum|dgst|sha256|sha1|sha512|md5|x509|fingerprint|pubkey|public-?key|address|addresses|exportcert|hash-object|rev-parse|buildid|digest|checksum|integrity)\b/i;
/** Options that make a command print the public half or a digest. */
const PUBLIC_OPTION = /(?:^|\s)(?:-pubout|-pubkey|-fingerprint|--fingerprint|-exportcert|-lf|-l\s+-f|-y\s+-f|-yf|--export(?![-\w]*secret)|--armor\s+--export(?![-\w]*secret))(?=\s|$)/;
/** Armour of public material: a PGP signature or public key block, a certificate, a public key, a CRL. */
const PUBLIC_ARMOUR = /^(?:PGP SIGNATURE|PGP PUBLIC KEY BLOCK|CERTIFICATE|TRUSTED CERTIFICATE|PUBLIC KEY|RSA PUBLIC KEY|SSH2 PUBLIC KEY|X509 CRL)$/;
/** A command that shows a file as it is stored, and the file one kept encrypted. */
const SHOWS_SEALED = /^(?:sudo\s+)?(?:cat|head|tail|less|more|type|Get-Content)\s+(?:-\S+\s+)*\S+\.(?:enc|gpg|age|jwe|p7m|sealed|vault)(?:\s+\d*>\S+)*$/;
/** What pipelinePrintsPublic needs somewhere in a command: a word of PRINTS_PUBLIC or PUBLIC_OPTION, a sealed file's extension, kubeseal, a resolver. */
const MAY_PRINT_PUBLIC = /sum|dgst|sha|md5|x509|fingerprint|pub|address|exportcert|hash-object|rev-parse|buildid|digest|checksum|integrity|-l|-y|--export|\.(?:enc|gpg|age|jwe|p7m|sealed|vault)|kubeseal|dig|drill|delv|nslookup|host|resolvectl/i;
/** A resolver's command: dig, kdig, drill, delv, nslookup, host with a record's type, resolvectl query. */
const DNS_LOOKUP = /^(?:sudo\s+)?(?:dig|kdig|drill|delv|nslookup|host\s+-t\s*\w+|resolvectl\s+query)(?:\s|$)/;
const NAMES_SECRET = /(?<![a-z])(?:priv|private|secret|secrets|token|passw\w*|genkey|rand)(?![a-z])/i;

/** What a command printed that is public: the lines after it, up to the next prompt (16 lines at most). */
export function publicRanges(view: string): [number, number][] {
  const ranges: [number, number][] = [];
  if (/[$#%❯>][ \t]/.test(view)) {
    const commands: [number, number, boolean][] = [];
    COMMAND_LINE.lastIndex = 0;
    for (let m = COMMAND_LINE.exec(view); m; m = COMMAND_LINE.exec(view)) commands.push([m.index, m.index + m[0].length, printsPublic(m[1]!)]);
    commands.forEach(([, end, pub], i) => {
      if (!pub) return;
      let stop = end;
      for (let n = 0; n < 16 && stop < view.length; n++) {
        const next = view.indexOf("\n", stop + 1);
        stop = next < 0 ? view.length : next;
      }
      ranges.push([end, Math.min(stop, commands[i + 1]?.[0] ?? view.length)]);
    });
  }
  // A DKIM record (`v=DKIM1; k=rsa; p=…`) and the quoted strings that go on with it: the domain's public key.
  if (contains(view, "v=DKIM1")) {
    for (const m of view.matchAll(/v=DKIM1[^\n]{0,4096}(?:\n[ \t(]*"[^\n]{0,4096}){0,16}/g)) ranges.push([m.index, m.index + m[0].length]);
  }
  // Armoured public material (a PGP signature or public key block, a certificate, a public key), to its END or 64 KB.
  if (contains(view, "-----BEGIN ")) {
    // Every marker in one pass, in order: a public BEGIN runs to the next marker, its END or another BEGIN (what follows
    // may be a private key), 64 KB at most. (No search for an END per BEGIN: a text of
    // BEGINs with no END would make that quadratic.)
    const markers = [...view.matchAll(/-----(BEGIN|END) ([A-Z0-9 ]{1,40})-----/g)];
    markers.forEach((m, i) => {
      if (m[1] !== "BEGIN" || !PUBLIC_ARMOUR.test(m[2]!)) return;
      const next = markers[i + 1];
      const stop = next ? next.index : view.length;
      ranges.push([m.index, Math.min(stop, m.index + 65536)]);
    });
  }
  // minisign's and signify's files: the line after an untrusted comment that says signature or public key.
  if (contains(view, "untrusted comment:")) {
    for (const m of view.matchAll(/untrusted comment: (?:signature|minisign public key|verify with|[^\n]{0,64}public key)[^\n]{0,256}\n[^\n]{0,512}/g)) ranges.push([m.index, m.index + m[0].length]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** Whether a command line's output is public: its last stage that is no filter prints digests, public keys or addresses. */
export function printsPublic(command: string): boolean {
  // (No word any stage would need to print public values, no stage that does: most command lines, at one search.)
  if (!MAY_PRINT_PUBLIC.test(command)) return false;
  // Every command of the line prints public values, or the output may be another's (`sha256sum f; cat .env`).
  const lists = command.split(/;|&&|\|\||\s&\s/).map((c) => c.trim()).filter((c) => c && !/^cd(?:\s|$)/.test(c));
  return lists.length > 0 && lists.every(pipelinePrintsPublic);
}

function pipelinePrintsPublic(command: string): boolean {
  const stages = command.split(/\s\|\s?|\|\s/);
  let i = stages.length - 1;
  while (i > 0 && FILTER.test(stages[i]!.trim())) i--;
  const stage = stages[i]!.trim();
  // The words before the first option say what it prints; an option that names a private key is its input
  // (`cast wallet address --private-key …`).
  const verbs = stage.split(/\s+-/)[0]!;
  // Ciphertext: a file kept encrypted, shown as it is (`cat config/credentials.yml.enc`), and what kubeseal sealed.
  if (SHOWS_SEALED.test(stage) || (/^(?:sudo\s+)?kubeseal\b/.test(stage) && !/unseal|recovery|--fetch-cert/.test(stage))) return true;
  if (PRINTS_PUBLIC.test(verbs) && !NAMES_SECRET.test(verbs)) return true;
  // A DNS lookup: what it prints, any name server gives anyone (TXT records of verification, DKIM, ACME challenges).
  if (DNS_LOOKUP.test(stage)) return true;
  return PUBLIC_OPTION.test(stage) && !NAMES_SECRET.test(stage);
}

