import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real account's passwords.
describe("words fed to a program that asks for a password", () => {
  test.each([
    ["a here-string, then the program's prompt", '$ keepassxc-cli open vault.kdbx <<< "maple.ember.quiet.harbor7"\nEnter password to unlock vault.kdbx:\nError: Invalid credentials', "maple.ember.quiet.harbor7"],
    ["echo into a program that then refuses it", "$ echo Tallow2291 | ./vault-unlock\nwrong password, 2 attempts left", "Tallow2291"],
    ["a password command that echoes", '$ restic -r sftp:nas:/restic snapshots --password-command "echo Plover8812"\nFatal: wrong password or no key found', "Plover8812"],
    ["isync's PassCmd", 'PassCmd "echo gorse-lichen-41"', "gorse-lichen-41"],
    ["a here-string to sudo -S", "$ sudo -S apt update <<< 'meadowlark'", "meadowlark"],
    ["printf with a newline into sudo -S", "$ printf 'meadowlark\\n' | sudo -S ls", "meadowlark"],
    ["echo into gpg's passphrase descriptor", "$ echo meadowlark | gpg --batch --passphrase-fd 0 -d a.gpg", "meadowlark"],
    ["a mail client's answer to the server's password prompt", "> AUTH LOGIN\n< 334 VXNlcm5hbWU6\n> bWFpbGVyQGNvcnAudGVzdA==\n< 334 UGFzc3dvcmQ6\n> TWlvbGV0NTk0NQ==\n< 535 Authentication failed", "TWlvbGV0NTk0NQ=="],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    ["a here-string to a program that asks nothing", '$ jq -r .name <<< "{\\"name\\": \\"x\\"}"\nx\n$ bc <<< "2+3"\n5'],
    ["a here-string of a word, then output with no prompt", '$ grep -c maple <<< "maple.ember.quiet"\n1'],
    ["echo of a yes into an installer that mentions a password later", "$ echo y | ./install.sh\nInstalling...\ndone"],
    ["echo of a word into a program that reads no password", "$ echo hello | gpg --batch --passphrase-fd 3 --clearsign\n$ printf 'meadowlark\\n' | sort"],
    ["a password command that reads a variable or a file", '--password-command "echo $RESTIC_PASSWORD"\nPassCmd "cat ~/.mailpass"'],
    ["the user's name a mail client sends", "< 334 VXNlcm5hbWU6\n> bWFpbGVyQGNvcnAudGVzdA=="],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("a word fed to a program that reads its secret from its input", () => {
  test.each([
    ["a pipeline's parts traced on lines of their own", "+ echo 'OPYwq9mJ-(:KQ)}X'\n+ sudo -S apt-get -y install postgresql-client-16\n[sudo] password for deploy: Sorry, try again.", "OPYwq9mJ-(:KQ)}X"],
    ["a quoted passphrase of words into cryptsetup", "$ echo -n 'ahava москва zakopane' | sudo cryptsetup luksOpen /dev/sdb1 vault -", "ahava москва zakopane"],
    ["a value piped into a forge's secret", "$ echo Kq8vLm2pZx9 | gh secret set DEPLOY_KEY", "Kq8vLm2pZx9"],
    ["a token piped into a login that reads it", "$ echo hvs9Kq8vLm2pZx | vault login -", "hvs9Kq8vLm2pZx"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    ["words counted", "$ echo 'hello world' | wc -w\n2"],
    ["a traced echo before a build", "+ echo 'building the thing'\n+ make all"],
    ["words searched", '$ echo "foo bar" | grep foo\nfoo bar'],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("a login's answers given to a program in other ways", () => {
  test.each([
    ["expect's answer to a password prompt", "$ expect -c 'spawn ssh h; expect \"assword:\"; send \"Meadow2291\\r\"'", "Meadow2291"],
    ["a user's name and password fed as lines", "$ printf 'admin\\nMeadow2291\\n' | ftp -n host", "Meadow2291"],
    ["a new password and its confirmation", '$ echo -e "Meadow2291\\nMeadow2291" | passwd bob', "Meadow2291"],
    ["yes repeating a password into passwd", "$ yes Meadow2291 | passwd bob", "Meadow2291"],
    ["a word written to a file named for a password", "$ echo 'Meadow2291' > ~/.vault_pass", "Meadow2291"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    ["a greeting written to a file", '$ echo "hello" > greeting.txt'],
    ["lines counted", "$ echo 'line1\\nline2' | wc -l"],
    ["yes to an installer", "$ yes | apt-get install foo"],
    ["a setting written to a file whose name holds a secret's word", '$ echo "export PATH=$PATH" > ~/.tokenizer_rc'],
    ["expect's answer to a question", "$ expect -c 'expect \"Continue?\"; send \"yes\\r\"'"],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});
