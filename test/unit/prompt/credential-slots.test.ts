import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real credential.

/** A credential in a slot of a command line, whatever the tool: [what, before, secret, after]. */
const SLOTS: [string, string, string, string][] = [
  ["-u user:password of a tool aye has no row for", "$ rabbitmqadmin -u admin:", "DvCM.AMNT9BUNIirOe", " list queues"],
  ["--user=user:password", "$ fetchit --user=elastic:", "7w-vgT5wM7CY238fRuKu", " https://es01:9200"],
  ["--http-user 'user:password'", "$ httpx --http-user 'deploy:", "Zq9!mP2#kL", "' https://api.local"],
  ["-U 'DOMAIN\\user%password'", "$ smbget -U 'ACME\\jdoe%", "LFZb_iF23ZYRuy", "' smb://fs/share"],
  ["a chosen password as an argument", "C:\\> net use Z: \\\\fs\\finance ", "Pixel*621willowX", " /user:CORP\\jdoe"],
  ["a quoted chosen password as an argument", "$ mqadm add_user billing '", "Copper$0956falconW", "'"],
  ["a generated password as an argument", "user@host:~$ vpnctl connect office ", "Zqg23x1WsKeE6Voq", ""],
  ["a password after a PowerShell prompt", "PS C:\\Users\\me> Connect-Thing -Server db01 ", "Tr0ub4dor&3xyz", ""],
];

/** Command lines that hold no credential: they come back unchanged. */
const KEPT = [
  "$ docker run -u 1000:1000 -p 8080:80 nginx:1.27-alpine",
  "$ docker exec -u root:root api sh",
  "$ curl -u admin: https://api.local # asks for the password",
  '$ fetchit -u "$USER:$PASS" https://api.local',
  "$ fetchit -u admin:${ADMIN_PASSWORD} https://api.local",
  "$ ssh-keyscan -t ed25519,ecdsa github.com",
  "$ echo aGVsbG8gd29ybGQK | base64 -d",
  "$ git checkout feature/ABC-123 && git log -1 --format=%H",
  "$ kubectl logs api-7d9f8b6c5-x2x4z -c app",
  "$ ssh deploy@10.0.0.5 'systemctl restart api'",
  "$ find . -name '*.log' -mtime +7",
  "$ date +%Y-%m-%dT%H:%M:%S",
  '  hashes = [\n    "h1:CJc0o0Xnwpk/vJWxgFYdEdJ2tavSnSfKr4dBMXVXCrM=",\n    "zh:03db4eb0482f026375cefdbc9359a1b6aa423188f7496b4ad737add24",\n  ]',
  'hash = "sha256:34c0cc1b9d7202efbce37c8b7f9c3e9b2a7032874cd315a1232e7b024e7c6f8d"',
  '"image": "ghcr.io/acme/api:Qm7xV2pLr9Tb4NcW"', // a tag after a path, not a user
  "# github.com:22 SSH-2.0-babeld-e6ef8573",
];

describe("credential slots", () => {
  test.each(SLOTS)("%s loses its secret", (_what, before, secret, after) => {
    expect(redact(before + secret + after)).toBe(`${before}[REDACTED:password]${after}`);
  });

  test.each(KEPT)("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("a password in prose", () => {
  test.each([
    ["fix login for the report user (pw is ", "Falcon#67meadowY", ")"],
    ["my password is ", "hunter2", " now"],
    ["pw: ", "abc12345", ""],
  ])("%s…", (before, secret, after) => {
    expect(redact(before + secret + after)).toBe(`${before}[REDACTED:password]${after}`);
  });

  test.each(["the password is required", "password is too short", "password was 3 days old", "the pw is wrong", "npw is v1.2.3"])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});
