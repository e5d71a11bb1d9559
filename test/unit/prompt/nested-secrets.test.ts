import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real account's passwords or keys.
const KEY = "9c3d6e1f0a2b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5";

describe("secrets named one level up", () => {
  test.each([
    ["unattend.xml's Password and Value, through grep's prefixes", "  unattend.xml:41:            <Password>\n> unattend.xml:42:                <Value>mnbvcx</Value>", "mnbvcx"],
    ["a Java map's entry", "<entry><key>db.password</key><value>Garbor!55basil</value></entry>", "Garbor!55basil"],
    ["a plist's key and string", "<key>Password</key>\n<string>tulipwinter</string>", "tulipwinter"],
    ["Hadoop's name and value", "<property>\n  <name>fs.s3a.secret.key</name>\n  <value>wJ8xPq2LmN4rT6vY0zB3cD5fG7hK9</value>\n</property>", "wJ8xPq2LmN4rT6vY0zB3cD5fG7hK9"],
    ["a login's object in the mongo shell", 'db.createUser({ user: "metabase", pwd: "asdf;lkj$", roles: [] })', "asdf;lkj$"],
    ["a chain's accounts", `networks: { base: { url: "https://mainnet.base.org", accounts: ["${KEY}"] } }`, KEY],
    ["a chain's accounts with 0x", `accounts: ['0x${KEY}']`, KEY],
    ["a Go struct printed with %+v", "config: {User:app Password:Sparrowmarble Host:db Port:5432}", "Sparrowmarble"],
    ["a Go map printed", "map[host:db password:Sparrowmarble]", "Sparrowmarble"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    ["a user's name under Username", "<Username>\n  <Value>Administrator</Value>\n</Username>"],
    ["a plist's setting whose name is not a secret's", "<key>PasswordPolicy</key>\n<string>strict</string>"],
    ["a value element after a closed element, in a parent not named for a secret", "<Account>\n  <PlainText>true</PlainText>\n  <Value>standard</Value>\n</Account>"],
    ["a login's object whose password is read from elsewhere", 'db.createUser({ user: "metabase", pwd: "$MONGO_PW", roles: [] })'],
    ["a pass key in an object with no user", '{ gate: "north", pass: "asdf;lkj$" }'],
    ["a chain's accounts as addresses", 'accounts: ["0x52908400098527886E0F7030069857D2E4169EE7"]'],
    ["a chain's accounts read from the environment", "accounts: [process.env.DEPLOYER_KEY]"],
    ["a Go struct's fields that are no secret", "&{PasswordPolicy:strict MinLength:12} {Name:api Key:primary}"],
    ["a shell's required variable", ': "${API_TOKEN:?missing API_TOKEN}"'],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});
