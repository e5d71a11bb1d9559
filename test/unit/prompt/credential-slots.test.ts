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

/** A password as people choose it (a word, digits, maybe a symbol), where the slot says password: [what, before, secret, after]. */
const CHOSEN: [string, string, string, string][] = [
  ["-p on a line that names a user, any tool", "$ cqlsh 10.0.3.21 -u cassandra -p ", "oslo2018", ""],
  ["-w quoted after a bind DN", "$ ldapsearch -x -D \"cn=svc,dc=corp\" -w '", "Sakura123", "' -b dc=corp"],
  ["-p with no user on the line, a word and two digits", "$ vpnadm connect -p ", "tigger968", " office"],
  ["user,password after -u", "$ lftp -u webmaster,", "sommer22", " ftp.example.net"],
  ["a quoted word after the password's word", '$ nmcli dev wifi connect "Guest" password "', "hund281", '"'],
  ["SQL's PASSWORD '…'", "ALTER USER app WITH PASSWORD '", "kiwi2003", "';"],
  ["a password after 'is' in German", "das Passwort ist ", "orion1", " – ist das noch aktuell?"],
  ["a word and digits near a password's word in prose", "reset the admin password to ", "Pepper.1997", " yesterday"],
  ["a weak name's value", "pass: ", "sommer22", ""],
  ["user:password@host with no scheme", "SplitResult(netloc='broker:", "barca2009", "@b-1.mq.eu-west-1.amazonaws.com:5671')"],
  ["a driver's connect call", "PDO->__construct('mysql:host=localhost', 'shop', '", "charlie28", "')"],
];

/** What looks like those and is not. */
const NOT_CHOSEN = [
  "$ mkdir -p build/out && cp -p a b",
  "$ docker compose -p shop up -d",
  "$ ssh -p 2222 deploy@10.0.0.5",
  "$ git log -p -1",
  "password must be at least 8 characters, e.g. not sha256",
  "the password was reset 3 times in 2024",
  "pass: true",
  "PASS: test1 (12 ms)",
  "docker pull nginx:1.27@sha256:4c4b1b1e0bd2b6a0ad1f3e1d6c0e7b9c2f5a8d3e",
  "mailto:john.smith@example.com",
];

describe("a password as people choose it", () => {
  test.each(CHOSEN)("%s", (_what, before, secret, after) => {
    const out = redact(before + secret + after);
    expect(out).not.toContain(secret);
    expect(out).toStartWith(before.slice(0, -1));
  });

  test.each(NOT_CHOSEN)("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("armour and masks", () => {
  test("any armoured key that is not public is key material", () => {
    const text = "-----BEGIN OpenVPN Static key V1-----\n66caca526075b4ab4721fda35aa4d525\n4ffd253604e4bce39be907b7db102f3e\n-----END OpenVPN Static key V1-----";
    expect(redact(text)).toBe("[REDACTED:private-key]");
  });

  test.each([
    "$ gpg --armor --export release@acme.io | head -3\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZpJvVLFUD/RBWJLPO0atgkCMRVYRAcQpSlCYl+Nzl2CJBsXL2iGD1uKk8nqw",
    "consumer: Cannot connect to amqp://worker:**@mq.lan:5672/prod",
    "mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJjbDF6andjbm56YWE5ZjZ6Z2Q0aXU4NzQifQ.lJ7mv7ZBBzUn35sryMkeKR';",
    "> Sec-WebSocket-Key: ndFouoq+bO9DQLyIMotJhA==",
    "Error looking up token: Code: 403. Errors:",
    "$ vault token lookup -accessor RM8tibkHxI7K9MHDRv1h8m3G",
  ])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});
