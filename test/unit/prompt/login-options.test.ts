import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real account's passwords.
describe("passwords in a command line's login", () => {
  test.each([
    ["mongo's -u and -p", "$ mongo -u admin -p meadowlark --authenticationDatabase admin", "meadowlark"],
    ["sqlcmd's -U and -P", "$ sqlcmd -S db -U sa -P meadowlark -Q 'select 1'", "meadowlark"],
    ["ipmitool's -U and -P", "$ ipmitool -I lanplus -H 10.0.0.5 -U admin -P meadowlark chassis status", "meadowlark"],
    ["ldapsearch's bind DN and -w", "$ ldapsearch -x -D cn=admin,dc=acme,dc=io -w meadowlark -b dc=acme,dc=io", "meadowlark"],
    ["snmp v3's passphrases", "$ snmpwalk -v3 -l authPriv -u admin -a SHA -A quietharbor -x AES -X tulipwinter h", "tulipwinter"],
    ["Oracle's user/password@db", "$ sqlplus system/oracleblue@//db:1521/ORCL", "oracleblue"],
    ["Oracle's conn at its prompt", "SQL> conn scott/tigerlily@orcl", "tigerlily"],
    ["lftp's -u user,password", "$ lftp -u admin,meadowlark ftp://h", "meadowlark"],
    ["poetry's http-basic slots", "+ poetry config http-basic.private ci Euniper6159", "Euniper6159"],
    ["wpa_passphrase's slots", "+ wpa_passphrase HomeNet juniperharbor > /etc/wpa_supplicant.conf", "juniperharbor"],
    ["openssl enc's -K", "$ openssl enc -aes-256-cbc -K 31392ced3104684a2d04890fdd791abe -iv 00 -in a", "31392ced3104684a2d04890fdd791abe"],
    ["mount's comma-separated options", "$ sudo mount -t cifs //nas/share /mnt -o user=backup,pass=meadow0,vers=3.0", "meadow0"],
  ])("%s", (_what, text, secret) => {
    const out = redact(text);
    expect(out).not.toContain(secret);
  });

  test("mount's options after the password stay", () => {
    expect(redact("$ sudo mount -t cifs //n/s /mnt -o user=backup,pass=meadow0,vers=3.0")).toContain(",vers=3.0");
  });

  test.each([
    ["a port after a user", "$ psql -U app -p 5432 -h db shop\n$ docker run -u 1000 -p 8080:80 img"],
    ["MySQL's -p that asks, then the database", "$ mysql -u root -p shop < dump.sql"],
    ["an option after -p", "$ mongo -u admin -p --authenticationDatabase admin"],
    ["python's -u and a script's -p", "$ python -u train.py -p config"],
    ["a user option and a -p in another command of the line", "docker run -p 8080:80 -u 1000:1000 nginx && mkdir -p build && ssh -p 2222 host"],
    ["a word list and a workdir", "$ hydra -l admin -P rockyou.txt ssh://h\n$ docker run -u app -w app img"],
    ["Oracle's OS login and a slash in prose", "$ sqlplus / as sysdba\nconn reset/closed by peer"],
    ["vault login by method", "$ vault login -method=userpass username=bob"],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("SNMP's community string is its password", () => {
  test.each([
    ["$ snmpwalk -v2c -c 'cerisier-šťastný-tiantian-ciliegia' 10.0.250.1 sysDescr", "cerisier-šťastný-tiantian-ciliegia"],
    ["$ snmpget -v 2c -c Zr8tq2PLm 10.0.0.1 sysUpTime.0", "Zr8tq2PLm"],
  ])("%s", (text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each(["$ snmpwalk -v2c -c public 10.0.250.1 sysDescr", "$ snmpbulkwalk -v2c -c private host ifTable"])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});
