/**
 * Secrets recognisable by their own shape: provider keys with a fixed prefix,
 * JWTs, auth headers, passwords in URLs and on command lines. Formats follow
 * the providers' documentation; lengths are bounded so that no pattern can
 * scan far and then fail (what makes a regex quadratic).
 */

/** One kind of secret; `s`, the named group, is the secret (else the whole match). */
export interface Pattern {
  kind: string;
  /** Global, with `d` when it has the group `s`. */
  re: RegExp;
  /** A second look at a candidate the regex alone cannot judge. */
  keep?: (secret: string) => boolean;
  /** Literals one of which every match holds: a block with none is not searched (see contains.ts). */
  needs?: string[];
}

// Left boundaries: not in the middle of a word. They also make a pattern start
// once per run of token characters, so that runs such as `eyJeyJeyJ…` cost one
// attempt, not one per position. Escape sequences reach here as ESC bytes
// (see redact.ts), which count as a boundary; the marks of an earlier pass as
// \x01 bytes, which do not, as the secrets they replace did not.
const W = "(?<![A-Za-z0-9\\x01])";

/**
 * Whether the start of a line can be the rest of a token a terminal wrapped: a piece of random text (a digit, or both
 * cases and 8 characters or more), not a word (`then`, `Retry`) that happens to follow one at a line's end.
 */
export const wrappedTail = (piece: string) => /\d/.test(piece) || (piece.length >= 8 && /[a-z]/.test(piece) && /[A-Z]/.test(piece));
const W_ = "(?<![A-Za-z0-9_\\x01-])";

import { chosenPassword, humanPassword, optionSyntax, PLACEHOLDER, REFERENCE } from "./secret-names.ts";

/** What stands in a password's place and is none: `<db_password>`, `$HEROKU_API_KEY`, `REDACTED`, `changeme`. */
const standsIn = (s: string) => REFERENCE.test(s) || PLACEHOLDER.test(s);

const p = (kind: string, source: string, keep?: (secret: string) => boolean, needs?: string[]): Pattern => ({
  kind,
  re: new RegExp(source, source.includes("(?<s>") ? "dg" : "g"),
  ...(keep ? { keep } : {}),
  ...(needs ? { needs } : {}),
});

/** The first bytes of base64 text, or nothing where it is none. */
function bytesOf(base64: string, chars: number): number[] {
  try {
    return [...atob(base64.slice(0, chars - (chars % 4)))].map((c) => c.charCodeAt(0));
  } catch {
    return [];
  }
}

/**
 * Whether base64 is a private key's DER: SEQUENCE, its length, then INTEGER 0, or INTEGER 1 and an OCTET STRING; or a
 * PKCS#12 container (`.p12`, `.pfx`: INTEGER 3, then a SEQUENCE), which holds a private key.
 */
function privateDer(base64: string): boolean {
  const b = bytesOf(base64, 16);
  if (b[0] !== 0x30 || b[1] === undefined) return false;
  const at = b[1] < 0x80 ? 2 : 2 + (b[1] & 0x7f);
  if (b[at] === 0x02 && b[at + 1] === 0x01 && b[at + 2] === 0x03 && b[at + 3] === 0x30) return true;
  return b[at] === 0x02 && b[at + 1] === 0x01 && (b[at + 2] === 0x00 || (b[at + 2] === 0x01 && b[at + 3] === 0x04));
}

/** Whether base64 is JSON that names a credential (`{"auths":{"r":{"auth":"…"}}}`, `{"password":…}`). */
function jsonWithSecret(base64: string): boolean {
  let text: string;
  try {
    text = atob(base64.replace(/=+$/, "").padEnd(Math.ceil(base64.replace(/=+$/, "").length / 4) * 4, "="));
  } catch {
    return false;
  }
  return /"[\w-]*(?:auths?|password|passwd|token|secret|credentials?|private_key|client_secret|apikey|api_key)[\w-]*"\s*:/i.test(text);
}

/** A tail cut from a longer token still looks random: lower, upper case and digits. */
const mixed = (s: string) => /[a-z]/.test(s) && /[A-Z]/.test(s) && /[0-9]/.test(s);

/** `Basic` is followed by base64 of `user:password`; prose ("Basic authentication") is not. */
function basicCredentials(secret: string): boolean {
  if (secret.length % 4 !== 0) return false;
  try {
    const decoded = atob(secret);
    return decoded.includes(":") && /^[\x20-\x7e\x80-\xff]+$/.test(decoded);
  } catch {
    return false;
  }
}

/** A password a generator made: letters of both cases and digits, few repeats, no path and no word. */
function generatedPassword(s: string): boolean {
  if (!/[a-z]/.test(s) || !/[A-Z]/.test(s) || !/[0-9]/.test(s) || /[/=]/.test(s) || /^[A-Za-z]+\d*$/.test(s) || optionSyntax(s)) return false;
  return new Set(s).size >= Math.min(10, s.length * 0.6);
}

/** A secret's word as a name starts with it (`password`, `client_secret`, `API_KEY`), either case. */
const SECRET_WORD = "[Pp]assword|PASSWORD|[Pp]asswd|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Aa]pi_?[Kk]ey|API_KEY|[Pp]rivate_?[Kk]ey|[Cc]redentials?";

/** Ordered: when two patterns find the same secret, the first names its kind. */
export const PATTERNS: Pattern[] = [
  p("anthropic-key", `${W}sk-ant-[A-Za-z0-9_-]{20,512}`),
  p("openrouter-key", `${W}sk-or-v1-[a-f0-9]{32,128}`),
  p("openai-key", `${W}sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,512}`),
  p("aws-access-key", `${W}(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}`),
  // The secret key that follows an access key id on its line (a CSV of credentials, `aws configure list`).
  p("aws-secret-key", `${W}(?:AKIA|ASIA)[0-9A-Z]{16}[^A-Za-z0-9/+\n]{1,16}(?<s>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])`, mixed),
  p("github-token", `${W}(?:gh[pousr]_[A-Za-z0-9]{20,255}|github_pat_[A-Za-z0-9_]{22,255})`),
  // The end of a GitHub token whose start fell outside the text (`hp_…`, `p_…`).
  p("github-token", `(?<![A-Za-z0-9_\\x01])h?[pousr]_[A-Za-z0-9]{30,40}(?![A-Za-z0-9_])`, mixed),
  p("gitlab-token", `${W}gl(?:pat|dt|rt|ptt|cbt|oas|soat|imt|ft)-[A-Za-z0-9_-]{20,255}`),
  p("google-api-key", `${W}AIza[0-9A-Za-z_-]{35}`),
  p("google-oauth-secret", `${W}GOCSPX-[0-9A-Za-z_-]{20,64}`),
  p("google-oauth-token", `${W}ya29\\.[0-9A-Za-z_-]{20,2048}`),
  p("google-oauth-token", `(?<![A-Za-z0-9/\\x01])1//0[0-9A-Za-z_-]{30,512}`),
  p("slack-token", `${W}(?:xox[abposre]-[A-Za-z0-9-]{10,255}|xapp-[0-9]-[A-Za-z0-9-]{10,255})`),
  p("slack-webhook", `hooks\\.slack\\.com/(?<=(?<![\\w.-])hooks\\.slack\\.com/)(?:services|workflows|triggers)/(?<s>[A-Za-z0-9/_-]{8,255})`),
  // (A publishable key, pk_, is given to browsers: public.)
  p("stripe-key", `${W}(?:(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,255}|whsec_[A-Za-z0-9+/=]{24,255})`),
  p("sendgrid-key", `${W}SG\\.[A-Za-z0-9_-]{16,32}\\.[A-Za-z0-9_-]{16,64}`),
  p("twilio-key", `${W}SK[0-9a-f]{32}(?![A-Za-z0-9])`),
  p("mailgun-key", `${W}key-[0-9a-zA-Z]{32}(?![A-Za-z0-9])`),
  p("npm-token", `${W}npm_[A-Za-z0-9]{36,255}`),
  p("pypi-token", `${W}pypi-AgE[A-Za-z0-9_-]{50,2048}`),
  p("huggingface-token", `${W}(?:hf_|api_org_)[A-Za-z0-9]{30,255}`),
  p("digitalocean-token", `${W}do[opr]_v1_[a-f0-9]{64}`),
  p("shopify-token", `${W}shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}`),
  p("jwt", `${W_}eyJ[A-Za-z0-9_-]{8,4096}\\.eyJ[A-Za-z0-9_-]{8,4096}\\.[A-Za-z0-9_-]{8,4096}`),
  p("token", `${W}[Bb]earer[ \\t]{1,4}(?<s>[A-Za-z0-9._~+/=-]{16,4096})`),
  p("credentials", `${W}[Bb]asic[ \\t]{1,4}(?<s>[A-Za-z0-9+/]{4,2048}={0,2})(?![A-Za-z0-9+/=])`, basicCredentials),
  // Whatever follows a scheme in an Authorization header, even when the patterns above miss it.
  p("credentials", `(?<=${W}(?:[Pp]roxy-)?[Aa])uthorization["']?[ \\t]{0,4}[:=][ \\t]{0,4}["']?(?:Basic|Bearer|[Tt]oken|Negotiate|NTLM|Bot|ApiKey|SSWS)[ \\t]{1,4}(?<s>[^\\s"',;\\x1b]{1,4096})`, (s) => !/^(?:<[^>]*>|\$(?:env:)?\{?[A-Za-z_]\w*\}?|\{\{.*\}\})$/.test(s)),
  // Any other scheme a service names for itself (`KakaoAK …`, `Splunk …`, `OAuth …`, `GenieKey …`): a word, then a credential
  // that is no word of prose (`Authorization: required for this`).
  p("credentials", `(?<=${W}(?:[Pp]roxy-)?[Aa])uthorization["']?[ \\t]{0,4}[:=][ \\t]{0,4}["']?[A-Za-z][\\w-]{1,24}[ \\t]{1,4}(?<s>[A-Za-z0-9][A-Za-z0-9._~+/=:-]{11,4096})`, (s) => /\d/.test(s) && !/^(?:<[^>]*>|\$\{?[A-Za-z_]\w*\}?|\{\{.*\}\})$/.test(s)),
  // What proves the password in a Digest or a signed header: `response="…"`, `signature="…"`, `Signature=…` (AWS4-HMAC-SHA256).
  // (Found from the parameter's name; the header before it is a lookbehind, looked at only there. A block without the
  // header's name is not searched.)
  p("credentials", `(?:response|[Ss]ignature|sig)=(?<=[Aa]uthorization["']?[ \\t]{0,4}[:=][^\\n]{0,400}?[ \\t,](?:response|[Ss]ignature|sig)=)(?<q>"?)(?<s>[A-Za-z0-9+/=_-]{16,512})\\k<q>`, undefined, ["uthorization"]),
  // A call named for a secret with the secret in it: `Client.access_token('…')`, `set_password("…")`, `with_api_key('…')`.
  // (A block where no parenthesis is followed by a quote or a blank is not searched.)
  p("secret", `(?:[Pp]assword|[Pp]asswd|[Ss]ecret|[Tt]oken|[Aa]pi_?[Kk]ey|[Aa]ccess_?[Tt]oken|[Aa]uth_?[Tt]oken|[Cc]redentials?)\\([ \\t]{0,4}(?<q>["'])(?<s>[^"'\\n]{8,256})\\k<q>[ \\t]{0,4}\\)`, (s) => !PLACEHOLDER.test(s) && !REFERENCE.test(s) && !/^[a-z_]+$/.test(s), ['("', "('", "( ", "(\t"]),
  // A private key's DER in base64 with no armour (`MIIEvQIBADAN…`): a SEQUENCE whose first member is version 0 (PKCS#8,
  // PKCS#1) or 1 and then an OCTET STRING (SEC1), which no public key or certificate begins with.
  p("private-key", `M(?<![A-Za-z0-9+/]M)[A-Za-z0-9+/]{63,8192}={0,2}(?![A-Za-z0-9+/=])`, privateDer),
  // Base64 of JSON that holds a credential (a .dockerconfigjson, a kubeconfig's data, a tool's token blob).
  p("credentials", `eyJ(?<![A-Za-z0-9+/]eyJ)[A-Za-z0-9+/]{20,8192}={0,2}(?![A-Za-z0-9+/=.])`, jsonWithSecret),
  // A YAML block under a secret's name: `password: |` and the lines indented below it.
  p("secret", `[|>](?<=(?:^|\\n)(?<i>[ \\t]{0,32})(?:- )?[\\w.-]{0,40}(?:[Pp]assword|PASSWORD|[Pp]asswd|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Aa]pi_?[Kk]ey|API_KEY|[Pp]rivate_?[Kk]ey|[Cc]redentials?)[\\w.-]{0,20}[ \\t]*:[ \\t]*[|>])[-+]?[ \\t]*\\n(?<s>\\k<i>[ \\t]+\\S[^\\n]{0,1024}(?:\\n\\k<i>[ \\t]+\\S[^\\n]{0,1024}){0,63})`),
  // Logins in a protocol's own words, as `curl -v`, swaks and openssl s_client show them: POP3's and FTP's `PASS x`,
  // IMAP's `a1 LOGIN user x`, SMTP's `AUTH PLAIN <base64>`.
  // (PASS only after a client's arrow: a test runner's `PASS src/a.test.ts` is no login.)
  p("password", `PASS(?<=(?:^|\\n)[ \\t]{0,4}(?:>|C:|-+>|~>)[ \\t]{0,2}PASS)[ \\t]+(?<s>[^\\s]{3,256})`),
  p("password", `LOGIN(?<=(?:^|\\n)(?:[<>]|[CS]:)?[ \\t]{0,2}[A-Za-z0-9.]{1,10}[ \\t]+LOGIN)[ \\t]+[^\\s]{1,128}[ \\t]+(?<s>[^\\s]{3,256})`),
  p("credentials", `AUTH[ \\t]+PLAIN[ \\t]+(?<s>[A-Za-z0-9+/]{8,512}={0,2})`),
  // The same LOGIN as a program wrote it, inside a traced string (`write(5, "LOGIN user \\"pw\\"\\r\\n", …)`).
  p("password", `LOGIN(?<="(?:[A-Za-z0-9.]{1,10} )?LOGIN)[ \\t]+[^\\s"\\\\]{1,128}[ \\t]+(?<q>\\\\?"?)(?<s>[^\\s"\\\\]{3,256})\\k<q>`),
  // A private key's numbers as `openssl rsa -text` / `ec -text` print them: the lines of hex under privateExponent:, prime1:, priv:.
  p("private-key", `(?:privateExponent|prime[12]|exponent[12]|coefficient|priv):[ \\t]*\\n(?<s>[ \\t]+[0-9a-f]{2}(?::[0-9a-f]{2}){0,31}:?(?:\\n[ \\t]+[0-9a-f]{2}(?::[0-9a-f]{2}){0,31}:?){0,63})`, undefined, ["priv", "prime", "exponent", "coefficient"]),
  // A BitLocker recovery password: eight groups of six digits.
  p("secret", `(?<![\\d-])\\d{6}(?:-\\d{6}){7}(?![\\d-])`),
  // A heredoc (HCL's `<<-EOT`) or a triple-quoted string (TOML's, Python's) under a secret's name: what it holds, to its end.
  p("secret", `(?:${SECRET_WORD})[\\w.-]{0,20}["']?[ \\t]*[=:][ \\t]*<<-?[ \\t]*(?<t>[A-Z_]{2,20})\\n(?<s>[^]{1,4096}?)\\n[ \\t]*\\k<t>(?!\\w)`, undefined, ["<<"]),
  p("secret", `(?:${SECRET_WORD})[\\w.-]{0,20}["']?[ \\t]*[=:][ \\t]*(?<q>'''|""")\\n?(?<s>[^]{1,4096}?)\\k<q>`, undefined, ["'''", '"""']),
  // A Wi-Fi network's QR code as text (`WIFI:T:WPA;S:name;P:password;;`): its P field.
  p("password", `WIFI:(?:[A-Z]:[^;\\n]{0,64};){0,4}?P:(?<s>[^;\\n]{1,128});`),
  // IRC's NickServ login: `/msg NickServ identify [nick] password`, `IDENTIFY password`.
  p("password", `(?:[Nn]ick[Ss]erv|NICKSERV)[ \\t]+(?:identify|IDENTIFY)[ \\t]+(?:[^\\s<]{1,64}[ \\t]+)?(?<s>[^\\s<]{3,128})[ \\t]{0,8}(?=\\n|$)`),
  // A SAM dump's line (secretsdump, pwdump): user:rid:LM hash:NT hash::: — the NT hash logs in as it is.
  p("password-hash", `(?<![^\\n])[^:\\s]{1,64}:\\d{1,10}:[0-9a-fA-F]{32}:(?<s>[0-9a-fA-F]{32}):::`, undefined, [":::"]),
  // A URL's password after a domain and a user (`smb://DOMAIN/user:password@host`).
  p("password", `:\\/\\/[\\w.-]{1,64}\\/[\\w.-]{1,64}:(?<s>[^@\\s/]{1,128})@[\\w.-]`),
  // A vendor's token a terminal cut at the line's end, going on at the start of the next (`…:ghp_dNYH…4i` / `ZkcK…h0@github.com`).
  p("token", `${W}(?:gh[pousr]_|github_pat_|glpat-|xox[abp]-|sk-(?:proj-|ant-)?|AKIA)[A-Za-z0-9_-]{4,64}\\n[A-Za-z0-9_-]{4,64}(?![A-Za-z0-9_-])`, (s) => s.replace("\n", "").length >= 24 && wrappedTail(s.slice(s.indexOf("\n") + 1))),
  // Keys of wallets, in their own encodings: nostr's nsec, BIP32's extended private keys.
  p("private-key", `${W}(?:nsec1[02-9ac-hj-np-z]{58}|[xtyzuv]prv[1-9A-HJ-NP-Za-km-z]{107,108})`),
  // Redis's AUTH: typed at redis-cli's prompt (`127.0.0.1:6379> AUTH x`, `AUTH user x`), or quoted as MONITOR shows it.
  p("password", `AUTH(?<=>[ \\t]{0,2}AUTH|>[ \\t]{0,2}auth|\\n[ \\t]{0,2}AUTH)[ \\t]+(?:[^\\s"']{1,64}[ \\t]+)?(?<s>[^\\s"']{3,256})[ \\t]*(?=\\n|$)`),
  p("password", `"AUTH"(?:[ \\t]+"[^"\\n]{1,64}")?[ \\t]+"(?<s>[^"\\n]{1,256})"`),
  // SQL's grammar for a password: MySQL's and Oracle's IDENTIFIED BY (quoted or not), SQL Server's PASSWORD = N'…'.
  p("password", `(?:IDENTIFIED|identified)(?:[ \\t]+(?:WITH|with)[ \\t]+\\w{1,40})?[ \\t]+(?:BY|by)(?:[ \\t]+(?:PASSWORD|password))?[ \\t]+(?<q>['"]?)(?<s>[^'"\\s;]{1,128})\\k<q>`, (s) => !/^(?:VALUES|EXTERNALLY|GLOBALLY|values|externally|globally)$|^[$:?@]/.test(s) && !standsIn(s)),
  p("password", `(?:PASSWORD|password)[ \\t]*=[ \\t]*N'(?<s>[^'\\n]{1,128})'`, (s) => !standsIn(s)),
  // A Go driver's DSN: user:password@tcp(host:3306)/db (also unix and udp sockets).
  // (It starts at `@tcp(`, a literal the engine finds fast; the user and the password before it are a lookbehind.)
  p("password", `(?<=(?<![\\w.-])[\\w.-]{1,64}:(?<s>[^\\s@/'"]{1,128}))@(?:tcp|unix|udp|tcp6)\\(`),
  // A URL whose path names a secret's place and then holds it: /t/<token>/ (conda), /key/<key> (IFTTT),
  // /hooks/<id> (Mattermost, Zapier), /log_in/<token> (a magic link). A plain word or a slug there is a page, not a key.
  p("token", `://[^\\s/"'<>]{1,253}(?:/[^\\s/?#"'<>]{1,128}){0,6}?/(?:t|token|tokens|key|keys|secret|hooks?|webhooks?|catch|log_in|login|magic|magic_link|invite|reset|verify|confirm|unsubscribe)/(?<s>[A-Za-z0-9_.~-]{6,256}(?:/(?=[A-Za-z._~-]{0,255}\\d)[A-Za-z0-9_.~-]{6,256}){0,2})`, (s) => /\d/.test(s) && !/^\d+$/.test(s) && !/^[a-z]+(?:-[a-z]+)*$/.test(s) && !/\.(?:json|html?|xml|js|css|png|svg|txt)$/.test(s)),
  // An authorization code or a ticket in a URL's query (`/callback?code=…&state=…`): it buys a token.
  p("token", `[?&](?:code|auth_code|authorization_code|ticket|otp|oobCode)=(?<s>[A-Za-z0-9._~%-]{16,2048})`),
  // user/password@host (Oracle's EZConnect, sqlplus, JDBC thin): not a package's scope/name@version.
  // It starts at the `/`, a literal the engine finds fast; the user before it is a lookbehind.
  p("password", `(?<=(?:^|[\\s:=("'])[A-Za-z][\\w.$-]{0,63})/(?<s>[^\\s/@'"]{6,128})@(?://)?[A-Za-z][\\w.-]{0,253}`, (s) => !/^[a-z]+$|^[\\d.]+$/.test(s)),
  // A short option followed by what looks like a generated password: `-pX9…`, `-w X9…`, `/p:X9…` (7z, zip, ldapsearch, xfreerdp);
  // not a compiler's macro (`-DPlatform2Win`) or a test runner's name filter (`jest -t`, `pytest -k`).
  p("password", `(?<![^\\s])(?:-(?![Dtk])[A-Za-z]|/[a-z]{1,4}:)[ \\t]?(?<s>[A-Za-z0-9][^\\s"'\\x1b()[\\]{}<>,;:@\\x00\\x01]{9,127})(?![^\\s"'])`, generatedPassword),
  // The short options that take a password in many tools (mysql and sshpass -p, zip -P, ldapsearch -w, snmpwalk -A and -X),
  // quoted or not, followed by what a person would choose as one.
  p("password", `(?<![^\\s])-[pPwWAX][ \\t]?(?<q>\\\\?['"]|)(?<s>[^\\s'"\\x1b\\x00\\x01]{6,128})\\k<q>(?![^\\s;|&)])`, (s) => chosenPassword(s) && !optionSyntax(s)),
  // A login's or an auth's second argument in code: `auth=('admin', '…')`, `HTTPBasicAuth('u', '…')`, `.login('u', '…')`.
  // (It starts at the word itself, a literal the engine finds fast: `HTTPBasicAuth(` matches at `Auth(`.)
  p("password", `(?:[Ll]ogin|[Aa]uth|authenticate|[Cc]redentials?)[ \\t]{0,4}[=(][ \\t]{0,4}\\(?[ \\t]{0,4}(?<q1>["'])[^"'\\n]{1,128}\\k<q1>[ \\t]{0,4},[ \\t]{0,4}(?<q2>["'])(?<s>[^"'\\n]{4,256})\\k<q2>`, (s) => !PLACEHOLDER.test(s)),
  // A driver's connect call, as a stack trace prints it: `PDO->__construct('mysql:host=…', 'shop', '…')`,
  // `mysqli_connect('db', 'app', '…')`, `pg.connect("…", "app", "…")`: its third argument, when it looks like a password.
  // (Found from its parenthesis, the call's name behind it: one literal is searched for faster than six.)
  p("password", `\\((?<=(?:[Cc]onnect|__construct|PDO|mysqli|[Cc]onnection|bind)[ \\t]{0,4}\\()[ \\t]{0,4}(?<q0>["'])[^"'\\n]{1,256}\\k<q0>[ \\t]{0,4},[ \\t]{0,4}(?<q1>["'])[^"'\\n]{1,128}\\k<q1>[ \\t]{0,4},[ \\t]{0,4}(?<q2>["'])(?<s>[^"'\\n]{4,128})\\k<q2>`, (s) => humanPassword(s) || chosenPassword(s) || generatedPassword(s)),
  // What is piped or fed into a command that stores it as a secret: `echo X | docker login --password-stdin`,
  // `gh secret set NAME <<< X`, `vercel env add NAME production <<< X`, a subshell's echoes into any `…passwd`
  // (`(echo X; echo X) | smbpasswd -s -a user`).
  p("password", `(?<![\\w-])(?:echo|printf)(?:[ \\t]+(?:-n|-e|%s|'%s'|"%s"))?[ \\t]+(?<q>\\\\?["']|)(?<s>[^\\s"'|;&\\x1b$%\\\\][^\\s"'|;&\\x1b\\\\]{3,255})\\k<q>[ \\t]*(?=(?:;[^\\n|;]{0,300}\\)|\\))?[ \\t]*\\|[^\\n|]{0,200}?(?:--password-stdin|\\bsecrets?[ \\t]+(?:set|create|add|put)\\b|\\benv[ \\t]+add\\b|\\bkv[ \\t]+put\\b|\\bpassword\\b|\\b\\w*passwd\\b|-pass(?:in|out)?[ \\t]+stdin\\b|\\bsudo\\b[^\\n|]{0,40}?[ \\t]-[a-zA-Z]*S\\b))`),
  // A user:password pair after a word that names an auth on a settings or command line, whatever the tool: HAProxy's
  // `stats auth admin:X`, `basic_auth: admin:X`, `http-auth user:X`. The password has a digit, a symbol or both cases.
  p("password", `(?<![\\w-])(?:auth|basic[_-]?auth|http[_-]?auth|credentials?|creds|userpass)["']?[ \\t]{0,4}[:=]?[ \\t]{1,4}["']?[\\w.@-]{1,64}:(?<s>[^\\s"':@/]{4,128})(?=["']?(?:\\s|$))`, (s) => /\d|[^\w.-]|[a-z].*[A-Z]|[A-Z].*[a-z]/.test(s) && !/^\d+$/.test(s) && !REFERENCE.test(s) && !PLACEHOLDER.test(s)),
  // What an expect script sends when a password is asked for: `expect "password:"` then `send "…\r"`.
  p("password", `expect[ \\t][^\\n]{0,128}(?:assword|assphrase|PIN|[Pp]in:)[^\\n]{0,64}\\n[ \\t]{0,16}send[ \\t]+(?:--[ \\t]+)?"(?<s>[^"\\n\\\\]{1,128})(?:\\\\[rn])*"`, (s) => !standsIn(s) && !s.startsWith("$")),
  // openssl's and its kin's `-passout pass:X`, `-passin pass:X`, `-password pass:X` (not `env:NAME` or `file:path`).
  p("password", `pass:(?<=(?<![\\w-])-{1,2}[a-z]{0,12}pass[a-z]{0,8}[ \\t=]{1,4}["']?pass:)(?<s>[^\\s"'\\x1b]{1,256})`),
  p("password", `(?:--password-stdin|\\bsecrets?[ \\t]+(?:set|create|add|put)\\b|\\benv[ \\t]+add\\b)[^\\n<]{0,200}<<<[ \\t]*(?<q>["']?)(?<s>[^\\s"'\\x1b$%][^\\s"'\\x1b]{3,255})\\k<q>`, undefined, ["<<<"]),
  // A value GitHub Actions was told to mask is a secret by the workflow's own word.
  p("secret", `::add-mask::(?<s>[^\\s"'\\\\\\x1b]{1,1024})`),
  // A .netrc entry: `machine host login user password secret`, on one line or several.
  p("password", `(?:machine|default)(?<=(?:^|\\n)[ \\t]{0,16}(?:machine|default))\\b[^\\n]{0,512}?(?:\\n[ \\t]{1,16}[^\\n]{0,512}?){0,3}(?<![^\\s])password[ \\t]+(?<s>[^\\s]{1,256})`, (s) => !standsIn(s)),
  // A .pgpass line: host:port:database:user:password.
  p("password", `(?<![^\\n])[^:\\s]{1,256}:(?:\\d{1,5}|\\*):[^:\\s]{1,256}:[^:\\s]{1,256}:(?<s>[^\\s]{1,256})(?![^\\n])`, (s) => /[A-Za-z0-9]/.test(s)),
  // A Java properties XML entry, or any element whose key attribute names a secret: <entry key="jdbc.password">…</entry>.
  p("secret", `<[\\w:.-]{1,32}[ \\t]+(?:key|name)=["'][\\w.:-]{0,64}(?:[Pp]assword|PASSWORD|[Pp]asswd|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Aa]pi[_-]?[Kk]ey|API_KEY)[\\w.:-]{0,32}["'][^>\\n]{0,128}>(?<s>[^<\\n]{1,1024})<`),
  // An XML element named for a secret: <password>…</password>, <db.password>, <clientSecret>.
  p("secret", `<(?<n>[\\w.-]{0,32}(?:[Pp]assword|PASSWORD|[Pp]asswd|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Aa]pi[_-]?[Kk]ey|API_KEY|[Aa]ccess[_-]?[Kk]ey|ACCESS_KEY))>(?<s>[^<\\n]{1,1024})</\\k<n>>`),
  // A CLI's own login with the token as its word: `snyk auth <token>`, `ngrok config add-authtoken <token>`
  // (not a registry's host: `docker login 1234.dkr.ecr.us-east-1.amazonaws.com`).
  p("token", `(?<![\\w-])(?:auth|login|authtoken|add-authtoken|set-token|authenticate)[ \\t]{1,4}(?<s>[A-Za-z0-9][A-Za-z0-9._-]{19,255})(?![^\\s'"\\x1b])`, (s) => /\d/.test(s) && /[A-Za-z]/.test(s) && !/^[a-z]+(?:-[a-z]+)*$/.test(s) && !/\.[a-z]{2,6}$/.test(s)),
  // scheme://user:password@host, the user possibly empty (redis://:pw@host) or an e-mail address.
  // The password may hold what a URL should have escaped (`#`, `/`, `?`, `@`), up to the `@` before the host; a port
  // and a path are no password.
  p("password", `://[^\\s/:\\x1b]{0,256}:(?<s>[^\\s\\x1b]{1,256}?)@(?=[\\w.-]{1,253}(?::\\d{1,5})?(?:[/?#"',;)\\s\\x1b]|$))`, (s) => !/^(?:\d{0,5}[/?]|\d{1,5}#)/.test(s) && !standsIn(s)),
  // user:password@host with no scheme before it (a URL's netloc printed alone, a connection target): a password has a
  // letter and a digit or a symbol (an image's `name:1.27@sha256:…` has neither, nor its digest's host).
  // (Found from its `@`, as colons are many and `@` few; the host ahead is looked at before the password behind.)
  p("password", `@(?!sha\\d{1,3}:)(?=[\\w-]{1,63}(?:\\.[\\w-]{1,63}){1,8}(?::\\d{1,5})?(?![\\w.-])|[\\w-]{1,63}:\\d{1,5}(?!\\d))(?<=(?<=[\\s'"=(,;][\\w.-]{1,64}):(?<s>[^\\s@/'"]{4,128})@)`, (s) => /[A-Za-z]/.test(s) && /[\d!#$%^&*?~+]/.test(s) && !/^v?\d/.test(s)),
  // scheme://token@host with no password: a token as the user (`https://<token>@github.com/…`): letters of both cases
  // and digits, not a name, and not hex (a Sentry DSN's key is public: browsers are given it).
  p("token", `://(?<s>[A-Za-z0-9_-]{20,256})@(?=[\\w.-]{1,253}(?::\\d{1,5})?(?:[/?#"',;)\\s\\x1b]|$))`, (s) => /\d/.test(s) && /[a-z]/.test(s) && /[A-Z]/.test(s)),
  // A password's hash, which cracks offline or logs in as it is: crypt(3)'s `$6$salt$…`, bcrypt, yescrypt, argon2,
  // Apache's `$apr1$`, PostgreSQL's `md5…` and SCRAM verifiers.
  p("password-hash", `\\$(?<![\\w$]\\$)(?:1|2[abxy]?|5|6|y|gy|7|apr1|argon2(?:id|i|d)|scrypt|pbkdf2(?:-sha\\d{1,3})?)\\$(?=(?<h>[./A-Za-z0-9$=,+-]{20,300}))\\k<h>(?![<\\w])`),
  p("password-hash", `${W}(?:md5[0-9a-f]{32}(?![0-9a-f])|SCRAM-SHA-256\\$\\d{1,7}:[A-Za-z0-9+/=]{8,64}\\$[A-Za-z0-9+/=]{20,64}:[A-Za-z0-9+/=]{20,64})`),
];

/**
 * A command and what of its line holds a password: the line after the command's name (`head`) is searched
 * by `secret` (global, group `s`). All heads are searched for in one pass (`COMMAND_HEADS`).
 */
export interface CommandLine {
  /** The command's name (a regular expression's source), where the line's search starts. */
  head: string;
  secret: RegExp;
  /** A second look at a value the regex alone cannot judge (`auth-type legacy` is a setting's word). */
  keep?: (secret: string) => boolean;
}


/** Command lines that carry a password in an option of their own. */
export const COMMAND_LINES: CommandLine[] = [
  // mysql -pSECRET (with a space, mysql takes the word as the database's name).
  {
    head: String.raw`(?:mysql|mariadb)[\w-]{0,16}`,
    secret: /(?<![^ \t])-p(?<s>[^\s\x1b]{1,256})/dg,
  },
  // curl -u user:password, --user user:password (wget and httpie alike).
  {
    head: String.raw`(?:curl|wget|https?)`,
    secret: /(?<![^ \t])(?:-u|--user|--auth|-a)(?:[ \t]{1,4}|=)["']?[^\s:'"]{1,128}:(?<s>[^\s'"\x1b]{1,256})/dg,
  },
  // curl -u KEY: (no password): the user is the API key, as Stripe, Mailgun and Mixpanel take it.
  {
    head: String.raw`(?:curl|wget|https?)`,
    secret: /(?<![^ \t])(?:-u|--user)(?:[ \t]{1,4}|=)["']?(?<s>[^\s:'"]{12,256}):(?=["']?(?:\s|$))/dg,
    keep: (s: string) => /\d/.test(s) && !/^[a-z]+$/.test(s),
  },
  // docker login -p SECRET (podman's, nerdctl's and skopeo's alike).
  {
    head: String.raw`(?:docker|podman|nerdctl|buildah|skopeo)[ \t]{1,4}login`,
    secret: /(?<![^ \t])-p(?:[ \t]{1,4}|=)?(?<s>[^\s\x1b-][^\s\x1b]{0,255})/dg,
  },
  {
    head: String.raw`sshpass`,
    secret: /(?<![^ \t])-p[ \t]{0,4}(?<s>[^\s\x1b]{1,256})/dg,
  },
  {
    head: String.raw`redis-cli`,
    secret: /(?<![^ \t])(?:-a|--pass)[ \t]{1,4}(?<s>[^\s\x1b]{1,256})/dg,
  },
  // Archivers: 7z and rar glue the password to -p; zip and unzip take it after -P; ssh-keygen's passphrase is -N.
  {
    head: String.raw`(?:7z|7za|7zr|rar|unrar)`,
    secret: /(?<![^ \t])-p(?<q>\\?["']|)(?<s>[^\s"'\x1b-][^\s"'\x1b]{0,255})\k<q>/dg,
  },
  {
    head: String.raw`(?:zip|unzip|zipcloak|ssh-keygen)`,
    secret: /(?<![^ \t])-[PN][ \t]{1,4}(?<q>\\?["']|)(?<s>[^\s"'\x1b]{1,256})\k<q>/dg,
  },
  // Tools that take the secret as a positional word: `b2 account authorize KEYID KEY`, `rabbitmqctl add_user USER PW`,
  // `htpasswd -b FILE USER PW`, `net use Z: \\\\host\\share PW /user:X`, `ConvertTo-SecureString "PW" -AsPlainText`,
  // `mysqladmin password PW`, `smbclient -U user%PW`.
  {
    head: String.raw`(?:b2(?:[ \t]{1,4}account)?[ \t]{1,4}(?:authorize|authorize-account|authorize_account)|rabbitmqctl[ \t]{1,4}(?:add_user|change_password|authenticate_user))`,
    secret: /^(?:[ \t]{1,4}-\S+)*[ \t]{1,4}["']?[^\s"']{1,128}["']?[ \t]{1,4}(?<q>["']?)(?<s>[^\s"'\x1b]{4,256})\k<q>/dg,
  },
  {
    head: String.raw`htpasswd`,
    secret: /^[ \t]{1,4}-[a-zA-Z]*b[a-zA-Z]*(?:[ \t]{1,4}-\S+)*[ \t]{1,4}\S{1,256}[ \t]{1,4}\S{1,128}[ \t]{1,4}(?<q>["']?)(?<s>[^\s"'\x1b]{1,256})\k<q>/dg,
  },
  {
    head: String.raw`net[ \t]{1,4}use`,
    secret: /\\\\\S{1,256}[ \t]{1,4}(?<q>["']?)(?<s>(?!\/|\*(?:\s|$))[^\s"'\x1b]{1,256})\k<q>/dg,
  },
  {
    head: String.raw`[Cc]onvert[Tt]o-[Ss]ecure[Ss]tring`,
    secret: /^(?:[ \t]{1,4}-String)?[ \t]{1,4}(?<q>["'])(?<s>[^"'\n]{1,256})\k<q>(?=[^\n]{0,64}-AsPlainText)/dgi,
  },
  {
    head: String.raw`mysqladmin`,
    secret: /(?<![^ \t])password[ \t]{1,4}(?<q>["']?)(?<s>[^\s"'\x1b]{1,256})\k<q>/dg,
  },
  {
    head: String.raw`(?:smbclient|rpcclient|smbmap|crackmapexec|nxc)`,
    secret: /(?<![^ \t])(?:-U|--user)[ \t]{0,4}(?<q>["']?)[^\s%"']{1,128}%(?<s>[^\s"'\x1b]{1,256})\k<q>/dg,
  },
  // gh secret set NAME --body X (-bX): the body is the secret.
  {
    head: String.raw`gh[ \t]{1,4}secret[ \t]{1,4}set`,
    secret: /(?<![^ \t])(?:-b|--body)(?:[ \t]{1,4}|=)?(?<q>["']?)(?<s>[^\s"'\x1b-][^\s"'\x1b]{0,255})\k<q>/dg,
  },
  // A tool's own settings: `npm config set //host/:_authToken X`, `poetry config pypi-token.pypi X`,
  // `rclone config create r s3 secret_access_key X`: a name that holds a secret, a space, its value.
  {
    head: String.raw`(?:config|configure)(?![\w-])`,
    secret: /(?<![^ \t])[\w.:/@-]{0,64}(?:token|Token|TOKEN|secret|Secret|SECRET|password|Password|PASSWORD|passwd|apikey|api[_-]?key|access[_-]?key|auth|Auth)[\w.-]{0,32}[ \t]{1,4}["']?(?<s>[^\s"'\x1b-][^\s"'\x1b]{3,255})/dg,
    keep: (value) => !/^[a-z]+$/.test(value),
  },
];

/** A JSON Web Key's private members (`d`, `p`, `q`, `dp`, `dq`, `qi`; `k` of a symmetric key): looked for where `"kty"` is. */
export const JWK_PRIVATE: Pattern = p("private-key", `"(?:d|p|q|dp|dq|qi|k)"[ \\t]{0,4}:[ \\t]{0,4}"(?<s>[A-Za-z0-9_-]{16,8192})"`);
/** The same in YAML: `    d: …` on a line of its own, in a key set whose `kty:` is written bare. */
export const JWK_PRIVATE_YAML: Pattern = p("private-key", `(?<![^\\n])[ \\t]{0,32}(?:-[ \\t]{1,4})?(?:d|p|q|dp|dq|qi|k):[ \\t]{1,4}["']?(?<s>[A-Za-z0-9_-]{16,8192})["']?[ \\t]*(?=\\n|$)`);

/** Where any command's head starts (one search for all); each row's own head is then tried there (`HEAD_AT`). */
export const COMMAND_HEADS = new RegExp(`(?<![\\w\\x01-])(?:${COMMAND_LINES.map((c) => c.head).join("|")})`, "g");
/** Each row's head, sticky: tried at a place COMMAND_HEADS found. */
export const HEAD_AT = COMMAND_LINES.map((c) => new RegExp(c.head, "y"));
