import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real credential.
describe("a command line's credential slots, whatever the tool", () => {
  test.each([
    ["a community string after -c", "$ snmpwalk -v2c -c 88br507e9n 10.0.0.1 system\nTimeout", "88br507e9n"],
    ["a base32 seed after -b", "$ oathtool --totp -b NDZ7Z2CEMV5U7ZK3\n646757", "NDZ7Z2CEMV5U7ZK3"],
    ["Windows' /p:", "xfreerdp /v:10.0.0.5 /u:admin /p:Erchid8046 /cert:ignore", "Erchid8046"],
    ["a positional password a person chose, on a first line", "net user svc_backup Oeadow*25violet /add /domain\nSystem error 5 has occurred.", "Oeadow*25violet"],
    ["the word after a password keyword", "$ nmcli dev wifi connect HomeNet password jshlkfqmsb\nError: Secrets were required", "jshlkfqmsb"],
    ["a setter's value after a secret's name, at a Windows prompt", "C:\\> setx API_TOKEN Garble2809\nSUCCESS: Specified value was saved.", "Garble2809"],
    ["a numbered label's value", "Unseal Key 1: c886da8f2a52e8591bb50ae2276b3be732f58492e990e0f99bb61118dea61b5e51", "c886da8f2a52e8591bb50ae2276b3be732f58492e990e0f99bb61118dea61b5e51"],
    ["keys after the host, in history's lines", "$ history | grep 'mc alias'\n  77  mc alias set lab http://minio.lab.lan:9000 BH3I0MC6978C9CJ6VZLX XaMQyqQAM2wvDMR49s6Xy9AxvIuGwqcTRxk8UDZW\n  78  mc ls lab/", "BH3I0MC6978C9CJ6VZLX"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    '$ grep -rn "password" src/\nsrc/auth/reset.ts:14:  // send password reset mail',
    "$ kubectl logs -n payments api-7f8d9c-x2k4q --since 10m",
    "$ git checkout 3f2a1b9c8d7e6f50",
    "$ docker run --name web2 -p 8080:80 nginx:1.27",
    "$ aws ec2 describe-instances --instance-ids i-0abc123def4567890",
    "$ pip install requests==2.32.3 --python-version 311",
    "$ az vm list -g rg-prod-2024 --subscription 8e1b0f5c-2a4d-4c6e-9f10-3b5d7e9a1c2f",
    "$ passwd root\nChanging password for root.",
    "$ terraform apply -target module.vpc -var region=eu-west-1",
    "$ kubectl describe secret db-creds-7f8d9c2b1a",
    "$ stripe events resend evt_1PqRsTuVwXyZ0123456789ab", // an API's object id
    "Key 1: value one",
  ])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("what is typed into a program that sets a password", () => {
  test("every echo of a subshell piped into a …passwd", () => {
    const text = "+ (echo 'biscuit_1975'; echo 'biscuit_1975') | smbpasswd -s -a scanner\nFailed to add entry for user scanner.";
    expect(redact(text)).not.toContain("biscuit_1975");
  });

  test("and not an echo piped into a reader", () => {
    const text = "$ (echo 'select 1'; echo 'quit') | psql -h db\n ?column?";
    expect(redact(text)).toBe(text);
  });
});

describe("a variable a secret's place reads is a secret where it is set", () => {
  test.each([
    ['+ HC=hpODX3ZVmBIzBkouaWYk3fnXnT\n+ curl -sf -H "X-Team: $HC" https://api.test/v1', "hpODX3ZVmBIzBkouaWYk3fnXnT"],
    ["TOKEN=k2x9q7m4z8w1v5r3t6y0\ncurl -H \"Authorization: Bearer ${TOKEN}\" https://api.test", "k2x9q7m4z8w1v5r3t6y0"],
  ])("%s", (text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each(['CT=application/json\ncurl -H "Content-Type: $CT" https://api.test', 'API=https://api.test/v1\ncurl -H "X-Base: $API" $API/items'])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});

test("what an expect script sends when a password is asked for", () => {
  const text = 'spawn ssh admin@10.0.0.1\nexpect "password:"\nsend "Larbor1374\\r"\nexpect "$ "';
  expect(redact(text)).not.toContain("Larbor1374");
  const login = 'expect "login:"\nsend "admin\\r"\nexpect "Password:"\nsend -- "$env(PW)\\r"';
  expect(redact(login)).toBe(login);
});
