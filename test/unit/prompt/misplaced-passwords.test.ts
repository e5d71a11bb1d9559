import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real account's passwords.
describe("a password typed where a prompt asked for a name", () => {
  test("git's prompt, and the URL that shows it escaped", () => {
    const out = redact("$ git pull\nUsername for 'https://git.acme.test': Cerisier1979#\nPassword for 'https://Cerisier1979%23@git.acme.test':\nremote: HTTP Basic: Access denied.");
    expect(out).not.toContain("Cerisier1979");
    expect(out).toContain("Username for 'https://git.acme.test': ");
    expect(out).toContain("@git.acme.test");
  });

  test("a console's login prompt", () => {
    expect(redact("web-02 login: Wq7$pale2")).not.toContain("Wq7$pale2");
  });

  test.each([
    ["a mail address", "Username for 'https://github.com': ana.m@acme.test"],
    ["a plain name", "login: root"],
    ["a service's name with digits", "user: svc_deploy-01"],
    ["a domain's user", "Username: CORP\\ana.m2"],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("what prints a secret, in more of the shapes it prints", () => {
  test.each([
    ["a CI step's output after its script and env", 'Run echo "$REGISTRY_PASSWORD" | base64\n  echo "$REGISTRY_PASSWORD" | base64\n  shell: /usr/bin/bash -e {0}\n  env:\n    REGISTRY_PASSWORD: ***\nN1ozQTRvZHpCeG8wcjN5OUFDTmJkVnJJCg==\nError: Process completed with exit code 1.', "N1ozQTRvZHpCeG8wcjN5OUFDTmJkVnJJCg=="],
    ["a secret spaced out a character at a time", "$ echo \"$SONAR_PASSWORD\" | sed 's/./& /g'\nP 8 b n 5 K h s K S Z Y S u f 3 x i C f\n$ sonar-scanner", "P 8 b n 5 K h s K S Z Y S u f"],
    ["a file of pre-shared keys printed", "$ sudo cat /etc/zabbix/zabbix_agent2.psk\n91a9b22f3940ea248ad2c3068af72239892c228e202be4b6cc7fd9cb64c16261\n$ ls", "91a9b22f3940ea248ad2c3068af72239892c228e202be4b6cc7fd9cb64c16261"],
    ["a secrets file's line read for its words", '$ sudo cat /etc/ipsec.secrets\n203.0.113.45 198.51.100.20 : PSK "gUxfiIzauWnYQWbYSsp6nGFP"\nNov 28 10:02:01 gw charon: 12[IKE] received AUTHENTICATION_FAILED', "gUxfiIzauWnYQWbYSsp6nGFP"],
    ["a sentence about a password that ends in its value", "2026-11-28T09:12:40Z 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: diGMfZgLCQMI", "diGMfZgLCQMI"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    ["a CI step that prints no secret", "Run npm ci\n  npm ci\n  shell: /usr/bin/bash -e {0}\nadded 1200 packages in 30s"],
    ["a variable piped to a command is no table's cell", 'Run echo "$REGISTRY_PASSWORD" | wc -c\n  shell: /usr/bin/bash -e {0}'],
    ["a sentence that names the user", "Password changed for user: admin42x9"],
    ["a sentence that names a class", "the password policy is enforced by: PasswordPolicyManager"],
    ["a sentence that shows a password's hash", "Password hash: 5f4dcc3b5aa765d61d8327deb882cf99"],
    ["a sentence that names the user after the word user", "Password changed successfully for user alice2024."],
    ["and the account", "Resetting password for account svc-backup01"],
    ["a sentence that names an algorithm", "Password hash algorithm: bcrypt2b"],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("what a prompt for a password echoed on its line", () => {
  test.each([
    ["ssh's passphrase prompt for a key", "Enter passphrase for key '/home/u/.ssh/id_ed25519': correct horse battery", "correct horse battery"],
    ["a smart card's PIN prompt", "Enter PIN for 'PIV Card Holder pin (PIV_II)': 918273", "918273"],
    ["OpenSSL's pass phrase prompt", "Verifying - Enter PEM pass phrase: Xk29fjs8", "Xk29fjs8"],
    ["curl's host password prompt", "Enter host password for user 'bob': pw4Bob!", "pw4Bob!"],
    ["a password prompt for a user at a host", "Password for bob@host: Zx9!kkq", "Zx9!kkq"],
    ["a code prompt with its length", "Enter your 6-digit code: 123456", "123456"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    ["sudo's refusal on the prompt's line", "[sudo] password for deploy: Sorry, try again.\nsudo: 1 incorrect password attempt"],
    ["git's message that quotes its prompt", "fatal: could not read Password for 'https://jdoe@git.corp.lan': terminal prompts disabled"],
    ["ssh-agent's answer on the prompt's line", "Enter passphrase for key '/home/u/.ssh/id_ed25519': Identity added: /home/u/.ssh/id_ed25519 (u@host)"],
    ["a warning on the prompt's line", "Enter host password for user 'bob': Warning: no TTY\nlogin failed"],
    ["a prompt for a postal code", "type your zip code: 10115"],
    ["a prompt for an error's code", "Enter the error code: 404"],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("the value typed where a prompt asked for a secret by its name", () => {
  test.each([
    ["firebase's prompt with its note", "$ firebase functions:secrets:set STRIPE_SECRET\n? Enter a value for STRIPE_SECRET [input is hidden] Meadow2291", "Meadow2291"],
    ["a script's prompt", "Enter value for DB_PASSWORD: Meadow2291", "Meadow2291"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    ["a prompt for a setting that is no secret", "Enter a value for REGION: eu-west-1"],
    ["a masked answer", "Enter value for DB_PASSWORD: ********"],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});
