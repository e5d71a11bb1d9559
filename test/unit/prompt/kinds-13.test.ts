import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real account's secrets. Each table is a kind of place a secret stands, not one tool's case.
describe("secrets by where a format puts them", () => {
  test.each([
    ["a cookie file's line (Netscape's format)", "$ cat cookies.txt\n# Netscape HTTP Cookie File\n#HttpOnly_.acme.test\tTRUE\t/\tTRUE\t1767225600\tauth_session\tgc3btb4o6op6w8m3qjz1508d2p", "gc3btb4o6op6w8m3qjz1508d2p"],
    ["a share link's token after /s/", '$ curl -L -o plan.pdf "https://files.acme.test/s/uyPGhk5I69N_NVu7PJwl1GWJ/download"', "uyPGhk5I69N_NVu7PJwl1GWJ"],
    ["recovery codes on their label's line", '  "notes": "recovery: 0JIO-V375-PRN9 M5ER-Y6UA-B0LK FGPU-A6LA-6PEK WG5V-VMSK-5FET"', "FGPU-A6LA-6PEK"],
    ["backup codes under a heading that grep found", '$ grep -A5 -i "backup codes" ~/notes/accounts.md\n## Google backup codes (personal)\n1. 51923595   2. 87988934\n3. 83911511', "83911511"],
    ["a password glued to -p, quoted", "$ 7z x -p'cinnamon istanbul château gelato bärenstark0' backups.7z -o./restore", "cinnamon istanbul"],
    ["a client built with a key's secret half (Ruby)", "client = Twilio::REST::Client.new('SKf6ef6aeed2af5cb9d6cbea9a6d4e06fc', 'T3ium3Pb1cQHcObTKlqKhstKP4EBTwW1')", "T3ium3Pb1cQHcObTKlqKhstKP4EBTwW1"],
    ["a user created with a chosen password", "User.objects.create_superuser('admin', 'admin@acme.test', 'woaini520')", "woaini520"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    ["a cookie file's consent cookie", ".acme.test\tTRUE\t/\tFALSE\t1767225600\tconsent\tyes"],
    ["a short link's short segment", "https://grafana.acme.test/d/abc123/api-latency"],
    ["a port quoted after -p", "$ ssh -p'2222' host"],
    ["grep's Perl pattern glued to -P", '$ grep -P"^foo[0-9]+" a.txt'],
    ["a user created with no password", "User.objects.create_user('maria', 'maria@acme.test')"],
    ["words under a codes heading", "## Backup codes\nStore them somewhere safe."],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("secrets a tool shows back, in the forms it shows them", () => {
  test.each([
    ["a REPL's result of a secret's setting (tinker)", "> config('database.connections.mysql.password');\n= \"Šťastný2015*\"", "Šťastný2015*"],
    ["a REPL's result of a secret's variable (Python)", '>>> os.environ["API_TOKEN"]\n\'Kq8vLm2pZx9Rt\'', "Kq8vLm2pZx9Rt"],
    ["a code in a form's encoding", "DEBUG twilio -- Body=Your+ACME+verification+code+is+951168.+It+expires+in+10+minutes.&To=%2B351912345678", "951168"],
    ["a product key by its form", "C:\\> slmgr /ipk 2105Q-1QNYY-SDCI5-977BF-2NERR", "2105Q-1QNYY-SDCI5-977BF-2NERR"],
    ["a Cloud Storage HMAC key's id", "gs_access_key_id = GOOG1EFF9GL4H6OK5TH7G79QFRGL7ZL61TPNBXNQEMN0R1XZEW9LBNEUM9BZ3", "GOOG1EFF9GL4H6OK5TH7G79QFRGL7ZL61TPNBXNQEMN0R1XZEW9LBNEUM9BZ3"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    ["a REPL's count of a secret", '>>> len(os.environ["API_TOKEN"])\n40'],
    ["a PSK's identity, which names the key", '$ zabbix_get -s web-02 -k agent.ping --tls-connect psk --tls-psk-identity "PSK-web-02" --tls-psk-file /etc/zabbix/agent.psk'],
    ["a key's id named as such", "$ wg-tool --psk-id Node-web-02"],
    ["five groups of letters alone", "ticket ABCDE-FGHIJ-KLMNO-PQRST-UVWXY"],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});
