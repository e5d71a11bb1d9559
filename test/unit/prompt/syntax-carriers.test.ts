import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real credential.
describe("a secret's name finds its value in any syntax around it", () => {
  test.each([
    ["Python's byte literal", "{'user': b'app', 'password': b'Cantern9601'}", "Cantern9601"],
    ["Python 2's unicode literal", "{u'password': u'Hasil1910', u'user': u'app'}", "Hasil1910"],
    ["a YAML anchor", "db:\n  password: &dbpw Grchid6292\n  replica_password: *dbpw", "Grchid6292"],
    ["a map's arrow", "Map(user -> app, password -> 6c586b03e9fbde60a92902f35d58f4c1, host -> db)", "6c586b03e9fbde60a92902f35d58f4c1"],
    ["Markdown's emphasis and backticks", "- **Admin password:** `Mranite3844`", "Mranite3844"],
    ["typographic quotes", "“api_key”: “b1394b26101e6d26e845d8fffda6cc16”", "b1394b26101e6d26e845d8fffda6cc16"],
    ["a user:password pair after an auth keyword", "$ grep -n stats /etc/haproxy/haproxy.cfg\n43:    stats auth admin:Sakura2012", "Sakura2012"],
    ["prose with words between the word and the value", "No puedo entrar, la contraseña que me pasaron es _Arsenal1 pero dice credenciales inválidas.", "_Arsenal1"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    "DB_PASSWORD=`cat /run/secrets/db`", // a command between backticks
    "token -> IO ()", // a type, not a value
    "Set `password` in the settings page", // a name in backticks
    "auth: host:8080",
    "auth: none",
  ])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});
