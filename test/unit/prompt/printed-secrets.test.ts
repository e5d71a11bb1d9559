import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

describe("what a command asked for a secret prints is the secret", () => {
  test.each([
    ["$ bw get password github.com\nHg!bV@=lO9uL5CzPD9ISJJ\n$ echo done", "Hg!bV@=lO9uL5CzPD9ISJJ"],
    ["$ gopass show -f infra/grafana\nkXUH%tb%Taj*zF5WSWQ6\n---\nusername: admin", "kXUH%tb%Taj*zF5WSWQ6"],
    ["me@box:~$ pass show work/db\nmaple-Otter-91\n", "maple-Otter-91"],
    ["$ security find-generic-password -s api -w\nq8Zr7Lp0Wm3N\n", "q8Zr7Lp0Wm3N"],
  ])("%p", (text, secret) => {
    const out = redact(text);
    expect(out).not.toContain(secret);
    expect(out).toContain("[REDACTED:");
  });

  test("a listing, a second word on the line, or a line of prose is left as it is", () => {
    for (const text of ["$ pass ls\nPassword Store\n└── work", "$ bw get password github.com\nNot found.", "$ gh auth status\nLogged in to github.com as dev"]) {
      expect(redact(text)).toBe(text);
    }
  });

  test("a date or a time is never taken for a secret, whatever its name says", () => {
    for (const text of ['{"password": null, "last_login": "2026-11-27T22:00:00Z"}', "login: 2026-11-27"]) expect(redact(text)).toBe(text);
  });

  test.each([
    ["$ cat .deploy_pass\nQm7rTz0pLk2vBn\n$ ./deploy.sh", "Qm7rTz0pLk2vBn"],
    ["$ sudo cat /var/lib/app/.node.cookie; echo\nRWQKZLMNOPXSATBVCDEF\n", "RWQKZLMNOPXSATBVCDEF"],
    ["$ frobctl admin initial-password\nz8Kq1mW3nB5v\n", "z8Kq1mW3nB5v"],
    ['$ echo "$SIGNING_SECRET" | base64\nc2lnbmluZy1zZWNyZXQtdmFsdWU=\n', "c2lnbmluZy1zZWNyZXQtdmFsdWU="],
  ])("a command that names a secret it prints, whatever the tool: %p", (text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test("what it prints of a secret's name, a placeholder, or what is kept encrypted is left", () => {
    for (const text of ["$ printenv | cut -d= -f1 | grep TOKEN\nGITHUB_TOKEN", "$ wg show wg0 private-key\n(none)", "$ cat config/credentials.yml.enc\nQk1xR2pLZ0t3cHJ2Zz09LS1hYmNkZWY=--9f8e7d6c"]) {
      expect(redact(text)).toBe(text);
    }
  });
});

describe("password hashes and placeholders", () => {
  test.each([
    ["deploy:$6$w7Lr90rNmMZI3xWq$E9CnCyl2FFiT/A1fwoKdkYNK3CLMRqa3rRDMX6ySQFNoYqQ.29VSl1cMUhd7pdK94pFD:19876:0:99999:7:::", "$6$w7Lr90rNmMZI3xWq$E9CnCyl2FFiT"],
    ['admin: "$2b$12$JrzcdNEw37LbaT/vt5PeaRlAd28A.A7heuls6HaA9xw0mub2S5do3"', "JrzcdNEw37LbaT"],
    ['"app" "md5d59891f96e4dd9d485cb10e32afd2b1c"', "md5d59891f96e4dd9d485cb10e32afd2b1c"],
  ])("a password's hash cracks offline: %p", (text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test("a placeholder where a password would be is left: in a URL and in .netrc", () => {
    for (const text of ["uri: mongodb+srv://admin:<db_password>@cluster0.example.net/?retryWrites=true", "postgres://u8k2:REDACTED@db.example.com:5432/d9f0", "machine api.example.com\n  login ci\n  password $API_KEY", "price: $5 or $6"]) {
      expect(redact(text)).toBe(text);
    }
  });
});

test("a store that prints the key before its value is read a line further", () => {
  expect(redact("$ etcdctl get /config/shop/db_password\n/config/shop/db_password\nMopper7674")).toBe("$ etcdctl get /config/shop/db_password\n/config/shop/db_password\n[REDACTED:secret]");
});

test("a VPN's user and password file, however it is named", () => {
  expect(redact("$ cat /etc/openvpn/login.txt\nalice\nSarbor4069")).not.toContain("Sarbor4069");
});
