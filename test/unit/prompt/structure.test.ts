/**
 * Secrets named by what stands around them rather than beside them: a record's name and value fields, a record marked
 * secret, a parent that names a secret (structure.ts); credentials a failure shows refused (rejected.ts); and a file
 * that holds logins, printed at a prompt (printed-secrets.ts). Each with a near case that is left alone.
 */
import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

describe("a record's fields", () => {
  test("a name field that names a secret makes the value field one, in either order and with fields between", () => {
    const json = '[\n  {\n    "name": "LOG_LEVEL",\n    "slotSetting": false,\n    "value": "debug"\n  },\n  {\n    "value": "Tr4nsit-Quill#90",\n    "slotSetting": true,\n    "name": "SMTP_PASSWORD"\n  }\n]';
    const out = redact(json);
    expect(out).not.toContain("Tr4nsit-Quill#90");
    expect(out).toContain('"value": "debug"');
  });

  test("a parameter's path names it, and SecureString marks it", () => {
    const yaml = "Parameter:\n  Name: /shop/prod/db/password\n  Value: Larch$meadow1984\n  Version: 4\nOther:\n  Name: /shop/prod/db/host\n  Value: db.shop.internal";
    const out = redact(yaml);
    expect(out).not.toContain("Larch$meadow1984");
    expect(out).toContain("Value: db.shop.internal");
    expect(redact('{\n  "Type": "SecureString",\n  "Value": "q7Vn2LpX9rT4mZ8w"\n}')).not.toContain("q7Vn2LpX9rT4mZ8w");
    expect(redact('{\n  "Type": "String",\n  "Value": "Saffron#2019"\n}')).toContain("Saffron#2019");
  });

  test("a plist's key names the element after it, and a Hadoop property's name its value", () => {
    const plist = "<dict>\n  <key>Username</key>\n  <string>mira</string>\n  <key>Password</key>\n  <string>Otter-hill-52</string>\n</dict>";
    const out = redact(plist);
    expect(out).not.toContain("Otter-hill-52");
    expect(out).toContain("<string>mira</string>");
  });

  test("a parent that names a secret names its value field and the members of its block", () => {
    const out = redact('{\n  "smtp_password": {\n    "sensitive": true,\n    "value": "Kettle-9-Brass"\n  },\n  "region": {\n    "value": "eu-west-1"\n  }\n}');
    expect(out).not.toContain("Kettle-9-Brass");
    expect(out).toContain('"value": "eu-west-1"');
    const windows = redact("<AdministratorPassword>\n  <Value>Fjord2024!x</Value>\n  <PlainText>true</PlainText>\n</AdministratorPassword>");
    expect(windows).not.toContain("Fjord2024!x");
    expect(windows).toContain("<PlainText>true</PlainText>");
    const block = redact("secrets:\n  stripe: Zq8vL2mX7pR4tN9wK3bY\n  name: shop-secrets\n  namespace: prod");
    expect(block).not.toContain("Zq8vL2mX7pR4tN9wK3bY");
    expect(block).toContain("name: shop-secrets");
  });

  test("an INI section that names credentials", () => {
    const out = redact("[credentials]\nprod = aB3dE5fG7hJ9kL1mN3pQzz\nregion = eu-west-1\n[cache]\nkey_prefix = v1-aB3dE5fG7hJ9kL1mN3pQzz");
    expect(out).not.toContain("prod = aB3dE5fG7hJ9kL1mN3pQzz");
    expect(out).toContain("region = eu-west-1");
  });

  test("TOML's triple-quoted value under a secret's name", () => {
    expect(redact('[database]\nuser = "app"\npassword = """Oasis-6783x"""')).not.toContain("Oasis-6783x");
  });

  test("a record with no secret's name, flag or parent is left", () => {
    const text = '[\n  {\n    "name": "build_cache",\n    "value": "v2-Zq8vL2mX7pR4tN9wK3bY"\n  },\n  {\n    "key": "tokens_used",\n    "value": "18234"\n  }\n]';
    expect(redact(text)).toBe(text);
  });
});

describe("credentials a failure shows refused", () => {
  test("a query parameter's value and a user:password pair, when the output says the login was refused", () => {
    const out = redact("$ curl -G 'http://metrics.lan:8086/query?u=grafana&p=walnut~741' --data-urlencode 'q=SHOW USERS'\n{\"error\":\"authorization failed\"}");
    expect(out).not.toContain("walnut~741");
    expect(out).toContain("u=grafana");
    expect(out).toContain("q=SHOW USERS");
    const pair = redact("$ rpc-client nas.lan:9091 --auth 'admin:Heron71?' --list\nrpc-client: 401 Unauthorized");
    expect(pair).not.toContain("Heron71?");
    expect(pair).toContain("nas.lan:9091");
  });

  test("the same shapes in output that refuses nothing are left", () => {
    for (const text of [
      "$ curl -G 'http://metrics.lan:8086/query?u=grafana&p=walnut~741'\n{\"results\":[]}",
      "$ docker run redis:alpine3.19 --port 6379\nReady to accept connections",
      "GET /search?q=Heron71&page=2 HTTP/1.1\n401 Unauthorized",
    ]) {
      expect(redact(text)).toBe(text);
    }
  });
});

describe("a file that holds logins, printed at a prompt", () => {
  test("each row's secret: a setting's whole value, a user:secret line's last field, a quoted pair's second", () => {
    const msmtp = redact("$ cat ~/.msmtprc\naccount work\nhost smtp.corp.lan\nuser ana@corp.lan\npassword hqzu mlvb ytre wqaz\n$ msmtp -a work x@y.z");
    expect(msmtp).not.toContain("hqzu mlvb ytre wqaz");
    expect(msmtp).toContain("host smtp.corp.lan");
    const sasl = redact("$ sudo cat /etc/sasl2/cache-sasl-db.txt\nworker:lantern-ember-quiet-61\n$ service cache restart");
    expect(sasl).not.toContain("lantern-ember-quiet-61");
    expect(sasl).toContain("worker:");
    const list = redact('$ cat /etc/pgbouncer/userlist.txt\n"admin" "Granite-88x"\n"app" "Pebble.2041"');
    expect(list).not.toContain("Granite-88x");
    expect(list).not.toContain("Pebble.2041");
  });

  test("another file, or a public or sealed copy, is left", () => {
    for (const text of ["$ cat settings.conf\nworker:lantern-ember-quiet-61", "$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKq9x user@host", "$ cat users.passwd.enc\nU2FsdGVkX1+q9aZ"]) {
      expect(redact(text)).toBe(text);
    }
  });
});

describe("base64 of text", () => {
  const b64 = (s: string) => Buffer.from(s).toString("base64");
  test("is a secret when what it decodes to holds one: a Docker config, an env file, user:password", () => {
    for (const plain of ['{"auths":{"registry.corp.lan":{"auth":"' + b64("ci:Wq8Zr2vLm9Xk") + '"}}}', "DB_HOST=db.lan\nDB_PASSWORD=Harbor-Fig-62\n", "deploy:Harbor-Fig-62"]) {
      const encoded = b64(plain);
      expect(redact(`data:\n  blob: ${encoded}\n`)).not.toContain(encoded.slice(0, 24));
    }
  });

  test("is left when it decodes to text with no secret, or to an id that only looks random", () => {
    for (const plain of ['{"theme":"dark","locale":"de-DE","beta":false}', '{"alg":"RS256","typ":"JWT","kid":"f964875d"}', '{"u":"acme","a":"cl1zjwcnnzaa9f6zgd4iu874"}', "hello:world"]) {
      const text = `Error decoding header: ${b64(plain)} (missing payload)`;
      expect(redact(text)).toBe(text);
    }
  });
});

describe("a command line that stores a secret, and an argv list", () => {
  test("the values a secret-storing command hands over: --value, --from-literal, NAME=VALUE, what is piped in", () => {
    const lines = [
      ["$ aws ssm put-parameter --name /shop/db --value 'Quarry4417' --type SecureString", "Quarry4417"],
      ["$ az keyvault secret set --vault-name kv1 --name db --value Lichen2231", "Lichen2231"],
      ["$ fly secrets set DATABASE=Gravel5520 -a shop", "Gravel5520"],
      ["$ kubectl create secret generic app --from-literal=db=Thistle8802", "Thistle8802"],
      ["+ printf '%s' 'Basalt1190' | gcloud secrets versions add db --data-file=-", "Basalt1190"],
    ];
    for (const [line, secret] of lines) expect(redact(`${line}\nError: forbidden`)).not.toContain(secret!);
  });

  test("a command that stores nothing secret, or a setting before the command, keeps its values", () => {
    for (const text of ["$ aws ssm get-parameter --name /shop/db --with-decryption", "$ kubectl create configmap app --from-literal=mode=Thistle8802", "$ LOG_LEVEL=debug2024 fly secrets list"]) {
      expect(redact(text)).toBe(text);
    }
  });

  test("an argv list's password: after --password, and -p glued beside a user", () => {
    expect(redact("Command '['mysql', '-uroot', '-pMarsh4410', 'shop']' returned non-zero exit status 1.")).not.toContain("Marsh4410");
    expect(redact("No such file: ['pg_dump', '--username', 'app', '--password', 'sorrelpond', 'shop']")).not.toContain("sorrelpond");
    const kept = "Command '['grep', '-pretty', 'x']' and ['ls', '--color', 'auto']";
    expect(redact(kept)).toBe(kept);
  });

  test("an API key named in another language", () => {
    for (const text of ["chave_api: f6c33ea3fffe5d8d342b20ed273a657e", "Votre clé API : a0caad109fa225c1b3b2f0e5005a3e78ab19becb", "APIキー: d4a5821e9f31a5b218546eaad9243f13"]) {
      expect(redact(text)).not.toMatch(/[0-9a-f]{32}/);
    }
  });
});

describe("look-alikes by form and by name", () => {
  test("a template's or a tool's variable where a secret would be is a reference", () => {
    for (const text of [
      "params:\n  password: ((db-password))",
      'password: "#{ENV.fetch(\'DB_PASSWORD\')}"',
      "DB_PASSWORD=__DB_PASSWORD__",
      "POSTGRES_PASSWORD: $$POSTGRES_PASSWORD",
      "$password = $env:DB_PASSWORD",
      "basicAuthPassword: $__env{PROM_PASSWORD}",
      "UPDATE users SET password = :password WHERE id = :id",
    ]) {
      expect(redact(text)).toBe(text);
    }
  });

  test("a value named public, a site key, a cursor, an account's sid or an id is left; a client token is not", () => {
    for (const text of [
      "VAPID_PUBLIC_KEY=BbtYXcRjvlv9IEBVYkVl6EmIo_lvcGU7H39z29SN0_4j8H860IcRRV",
      "AUTH0_CLIENT_ID=ReJTqwSCHg4dkbR8CaSlZAraLSXNd7xX",
      '"nextPageToken": "ChpsNFMwU0dmdDR5QUM0bFJET3dtS1pEcDJnbnY4NVY"',
      "TWILIO_ACCOUNT_SID=AC7697d51fc15c88dbb4d968b3464f2186",
      "redis_key=cart:4821:items",
    ]) {
      expect(redact(text)).toBe(text);
    }
    expect(redact("client_token = akab-rk5o8j6nysuqy8fh-h7aid52sx5o5jjnq")).not.toContain("rk5o8j6nysuqy8fh");
  });
});

describe("option slots that hold no password", () => {
  test("a compiler's, a JVM's, a build tool's and a test runner's options keep their values", () => {
    for (const text of [
      "gcc -O2 -Wp,-D_FORTIFY_SOURCE=2 -Wformat=2 -Wl,-Bsymbolic -c main.c",
      "Picked up JAVA_TOOL_OPTIONS: -XX:+UseG1GC -XX:MaxRAMPercentage=75.0",
      "$ python -W error::DeprecationWarning -m pytest",
      "> ./gradlew publish -PreleaseVersion=2.4.1",
      "clang -DPlatform2Win -c x.c",
      "$ npx jest -t OAuth2CallbackHandler",
      "$ dotnet test --filter FullyQualifiedName~Shop.Tests.Checkout2",
    ]) {
      expect(redact(text)).toBe(text);
    }
  });

  test("a password of words, digits and a symbol in the same slots is still one", () => {
    for (const [text, secret] of [
      ["$ snmpwalk -v3 -u mon -A 'Chloe_2012papillon' -X 'KatzeWalnut18_' 10.0.0.1", "KatzeWalnut18_"],
      ["$ openssl enc -d -aes-256-cbc -in b.enc -k '*Mango1999'", "*Mango1999"],
    ]) {
      expect(redact(text!)).not.toContain(secret!);
    }
  });
});

describe("look-alikes in set 9's train split, by kind", () => {
  test("an empty scheme, a bracketed mask, a hash's format with placeholders, a PKCE challenge, a tracking id stay", () => {
    for (const text of [
      "> Authorization: Bearer \n< HTTP/2 401",
      "HikariConfig{jdbcUrl='jdbc:postgresql://db/orders', username='orders', password=[PROTECTED], maximumPoolSize=10}",
      "hashes are stored as $argon2id$v=19$m=65536,t=3,p=4$<salt>$<hash> (see docs)",
      "DEBUG oauth: code_challenge=p8bM_qpJjbT_-UuI1bW_BvPemcPEIBAFEDFYudqrNTk method=S256",
      '{"publicKey":{"challenge":"4xtpl1HcawvHyygepSwqyC5Nq4GFLt4jf3t_cM6WAXM","rp":{"name":"q"}}}',
      "Fetched https://shop.example/p?utm_source=mail&gclid=9F1BhLM0F9OARfw2KoI4cSCHUYetuCmGt_uTuBwx in 431ms",
      '<script src="https://www.paypal.com/sdk/js?client-id=AgD6I3K7lkRwkhyUYePeQwJxlvFv0q9wuN4gFDxax2IIhJbrP7VOj&currency=EUR"></script>',
      "Error: ENOENT: no such file or directory, open 'fixtures/secrets/1mStN6bEwpv5S70dvEZqFHpy.json'",
      "> Cookie: ui_prefs=eyJ0aGVtZSI6ImRhcmsiLCJzaWRlYmFyIjoiY29sbGFwc2VkIiwibG9jYWxlIjoiZGUtREUifQ; _ga=GA1.2.12007.47651",
    ]) {
      expect(redact(text)).toBe(text);
    }
  });

  test("their near cases are still redacted", () => {
    expect(redact("> Authorization: Bearer Zq8vL2mX7pR4tN9wK3bYc5dE\n< HTTP/2 401")).not.toContain("Zq8vL2mX7pR4tN9wK3bYc5dE");
    expect(redact("root:$6$rounds=5000$abcdefgh$Zx9vL2mQ8pR4tN7wK3bY5cD6eF1gH2jJ3kL4mN5pQ6rS7tU8vW9xY0zA1bC2dE3:19000:0:99999:7:::")).toContain("[REDACTED:password-hash]");
    expect(redact('encrypt = "ok950Qp131MRkxvLxGmn89P2a/PG8gaEkkSYwO1R9Qa="')).not.toContain("ok950Qp131MRkxvLxGmn89P2a");
    expect(redact("Cookie: sessionid=eyJ1c2VyIjoiYWRtaW4ifQ.Zq8vL2mX7pR4tN9wK3bY")).not.toContain("Zq8vL2mX7pR4tN9wK3bY");
  });
});

describe("secrets in tables, passphrases to a line's end, SQL's and Redis's grammar", () => {
  test("a CSV's, a lower-case listing's and a KEY VALUE listing's secret cells", () => {
    const csv = redact("id,email,temp_password\n4411,m@x.io,2025ciliegia!\n4412,t@y.io,");
    expect(csv).not.toContain("2025ciliegia!");
    expect(csv).toContain("4411,m@x.io,");
    expect(redact("conn_id  conn_type  host   login    password\nsf_default snowflake acme.eu  ETL_USER Galatasaray.42")).not.toContain("Galatasaray.42");
    const kv = redact("KEY                 VALUE\naws:region          eu-central-1\napp:dbPassword      mantequilla_kwiatek_kaninchen\napp:replicas        3");
    expect(kv).not.toContain("mantequilla_kwiatek_kaninchen");
    expect(kv).toContain("eu-central-1");
  });

  test("a passphrase to the line's end after a label or a settings line's word, not prose", () => {
    expect(redact("password iuz5 wk5v 68sa uqud")).not.toContain("wk5v");
    expect(redact("    Key Content            : soleil sakura papillon sauna")).not.toContain("papillon");
    for (const text of ["Password: authentication failed for user x", "password must contain letters and digits"]) expect(redact(text)).toBe(text);
  });

  test("IDENTIFIED BY, PASSWORD = N'…', Redis's AUTH typed or monitored; a bind variable stays", () => {
    for (const [text, secret] of [
      ["SQL> ALTER USER hr IDENTIFIED BY Ma10x ACCOUNT UNLOCK;", "Ma10x"],
      ["1> CREATE LOGIN [etl] WITH PASSWORD = N'2011drakkar&', CHECK_POLICY = OFF;", "2011drakkar&"],
      ["127.0.0.1:6379> AUTH Qundra0462", "Qundra0462"],
      ['1718100000.12 [0 10.1.2.3:5341] "AUTH" "worker" "1995orzech$$"', "1995orzech$$"],
    ]) expect(redact(text!)).not.toContain(secret!);
    expect(redact("CREATE USER x IDENTIFIED BY :pw")).toBe("CREATE USER x IDENTIFIED BY :pw");
  });
});

describe("what a command that shows a stored secret prints, and a secret a terminal wrapped", () => {
  test("config get of a secret's name, Redis's CONFIG GET, a secret store's show", () => {
    expect(redact("$ snyk config get api\n9f653eff-4bba-45bc-a759-634d7baa6d65\n$ snyk test")).not.toContain("9f653eff");
    expect(redact('127.0.0.1:6379> CONFIG GET requirepass\n1) "requirepass"\n2) "2T6v9jusNN6kcju1IlXoNSXE9FQgAs8R"')).not.toContain("2T6v9jus");
    const shown = redact('$ az keyvault secret show --vault-name kv -n sql-admin\n{\n  "id": "https://kv.vault.azure.net/secrets/sql-admin/fa53",\n  "value": "gattino*2002"\n}');
    expect(shown).not.toContain("gattino*2002");
    expect(redact("$ npm config get registry\nhttps://registry.npmjs.org/")).toBe("$ npm config get registry\nhttps://registry.npmjs.org/");
  });

  test("the rest of a wrapped secret on the next line goes too; a word after a short line stays", () => {
    const out = redact("export SIGNING_SECRET=gMATdSGIOxOUSzyO8APVm0a9hOYog0hzTrM6jYTuPmdzEx8SK87OPiWKnY\nuFYbyw\nbash: ./sign: Permission denied");
    expect(out).not.toContain("uFYbyw");
    expect(out).toContain("bash: ./sign: Permission denied");
    expect(redact("TOKEN=gMATdSGIOxOUSzyO8APVm0a9hOYog\ndone")).toContain("\ndone");
  });
});

describe("set 9's train kinds of leak, by mechanism", () => {
  test("a secret's word written in two, an element's text, UTF-8 base64, a postfix map's last field, a traced LOGIN, wallet keys", () => {
    for (const [text, secret] of [
      ["restic_pass_phrase: Lohikaarme%Tulipan3", "Lohikaarme%Tulipan3"],
      ['<Pass encoding="base64">R2F0dGlubyZNZWVya2F0OA==</Pass>', "R2F0dGlubyZNZWVya2F0OA=="],
      [`DEBUG auth header built from ${Buffer.from("svc-reports:Maçã2001@").toString("base64")} (basic)`, Buffer.from("svc-reports:Maçã2001@").toString("base64")],
      ["$ sudo cat /etc/postfix/sasl_passwd\n[smtp.example.net]:587    relay@example.io:Sunshine%Gattino1", "Sunshine%Gattino1"],
      ['write(5, "LOGIN imap-sync \\"Pannenkoek!?Fenerbahce5\\"\\r\\n", 47) = 47', "Pannenkoek!?Fenerbahce5"],
      ["relay: auth failed for nsec1pgepv4mzu74kl0mq8mchgmetryn6v3mjlrln9pragu6e743343s75dth2h", "nsec1pgepv4mzu74kl0"],
      ["DEBUG saml: posted SAMLResponse=jeuOf0gn7SOJspzuUTBSlJGqxBjx2joQr4em%2B%2BZPg3fpZEPM1st9LOCW&RelayState=x", "jeuOf0gn7SOJspzu"],
    ]) expect(redact(text!)).not.toContain(secret!);
  });

  test("what is typed at a password prompt, a settings line's last word, a plain word where a refused login's password stood", () => {
    expect(redact("admin@10.1.1.5's password: \nsend: sending \"tesoro-abacaxi-soleil-winter\\r\" to { exp4 }")).not.toContain("tesoro-abacaxi");
    expect(redact(" neighbor 10.48.135.187 password zaq12wsx")).not.toContain("zaq12wsx");
    expect(redact("Usuário: suporte\nSenha: ytsurf!\nErro: autenticação falhou (código 401)")).not.toContain("ytsurf!");
    // (`Senha: ytsurf!` alone is now a password as `Password: ytsurf!` is: names in other languages count as English ones.)
    for (const text of ["  --password-file FILE   read the password from FILE", "reset password complete", "Senha: <sua senha>\nOK"]) expect(redact(text)).toBe(text);
  });
});

describe("JSON on one line, and blocks whose members are secrets", () => {
  test("a one-line object judged as a record: nested under a secret's name, value before name, masked, a pair", () => {
    for (const [text, secret] of [
      ['{"smtp":{"password":{"plain":"Basil1890"}}}', "Basil1890"],
      ['"environment": [{"value": "Wopper9881", "name": "DB_PASSWORD"}]', "Wopper9881"],
      ['[{"variable_type":"env_var","key":"DEPLOY","value":"eQTQPIIbRaWJKV4r7GrQ","protected":true,"masked":true}]', "eQTQPIIbRaWJKV4r7GrQ"],
      ['[["user","app"],["password","harborwillow"]]', "harborwillow"],
      ['{"current":"https://api.corp.test","accessTokens":{"https://api.corp.test":"3ea132039edb065ec34709e61c18a583fe80a35f"}}', "3ea132039edb"],
    ]) expect(redact(text!)).not.toContain(secret!);
  });

  test("a Secret's stringData, a bearer block keyed by host, an INI section whose path names credentials", () => {
    expect(redact("kind: Secret\nstringData:\n  db: Qranite9987")).not.toContain("Qranite9987");
    expect(redact('{\n  "bearer": {\n    "repo.corp.test": "d5d7b3fd4fa2c0f599f62dd15dba711d38999adf"\n  }\n}')).not.toContain("d5d7b3fd4fa2");
    expect(redact("[credentials.prod]\nuser = app\nvalue = Oobalt8057")).not.toContain("Oobalt8057");
  });

  test("one-line JSON with nothing secret in it stays", () => {
    for (const text of ['{"level":"info","msg":"request done","key":"cache:v2:users","status":200}', '[{"name":"LOG_LEVEL","value":"debug"},{"name":"tokens_used","value":"18234"}]', '{"data":{"stringData":"see docs"}}']) {
      expect(redact(text)).toBe(text);
    }
  });
});

describe("secrets in escaped text and in base64 wrapped over lines", () => {
  test("URL-escaped and \\u-escaped JSON, a redirect's escaped query: the secret goes as it was escaped", () => {
    const url = redact("POST /login body=%7B%22user%22%3A%22app%22%2C%22password%22%3A%22Omber2941%22%7D");
    expect(url).not.toContain("Omber2941");
    expect(url).toContain("%22user%22%3A%22app%22");
    expect(redact("GET /authorize?redirect_uri=https%3A%2F%2Fapp.test%2Fcb%3Faccess_token%3Da4d932573ecf8edfa687cf3eb32aa77ebfea02b9%26x%3D1")).not.toContain("a4d932573ecf");
    expect(redact("body: {\\u0022password\\u0022:\\u0022Sillow0391\\u0022}")).not.toContain("Sillow0391");
    for (const text of ["GET /search?q=%22hello%20world%22&page=2", "path: C%3A%5CUsers%5Cme%5Cdocs"]) expect(redact(text)).toBe(text);
  });

  test("a base64 block wrapped at 76 goes whole when it decodes to a secret; one of harmless text stays", () => {
    const wrap = (s: string) => Buffer.from(s).toString("base64").match(/.{1,76}/g)!.join("\n");
    const sa = wrap(JSON.stringify({ type: "service_account", private_key_id: "7ea7e225befc1d894418a9bf82779a36d22fc90e", private_key: "-----BEGIN PRIVATE KEY-----\nOyu/Huq3DmWLyDPM6REPZzu\n-----END PRIVATE KEY-----\n" }));
    expect(redact(`$ base64 sa.json\n${sa}`)).toMatch(/^\$ base64 sa.json\n\[REDACTED:[a-z-]+\]$/);
    const notes = wrap("These are the release notes for version 2.4, nothing secret in them at all, just words.");
    expect(redact(`$ base64 notes.txt\n${notes}`)).toBe(`$ base64 notes.txt\n${notes}`);
  });
});

describe("keys named in prose, random letters under a weak name, a value printed before the next prompt", () => {
  test("a key or a token given right after its name in prose, hex too; an ARN's secret name and a public key stay", () => {
    for (const [text, secret] of [
      ["INFO using API key c66986f6f3d7fa2d718ae3edef2af184 for region eu-west-1", "c66986f6f3d7"],
      ['Error: invalid token "0ded8bedee687e2e16f1da549e76cda201c118c3" (expired or revoked)', "0ded8bedee68"],
      ["401 Unauthorized: request made with api key 'f86a4b34ec394d08900eb7b289d3c829' which is not active", "f86a4b34ec39"],
    ]) expect(redact(text!)).not.toContain(secret!);
    for (const text of ["not authorized to perform secretsmanager:GetSecretValue on arn:aws:secretsmanager:eu-central-1:123456789012:secret:prod/db-AbCdEf", "mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJjbDF6In0.lJ7mv7ZBBzUn35sryMkeKR';"])  {
      expect(redact(text)).not.toContain("[REDACTED");
    }
  });

  test("letters drawn at random under pass or key; a word under them stays", () => {
    expect(redact('auth: { user: "ops@corp.test", pass: "haaqisgxcuvqmzan" }')).not.toContain("haaqisgxcuvqmzan");
    expect(redact("  options: { host: '10.0.0.5', port: 6379, pass: 'fepfbdchxfatmt' }")).not.toContain("fepfbdchxfatmt");
    expect(redact('pass: "fwti wain nyum aszr"')).not.toContain("fwti wain");
    for (const text of ['key: "knowledgebase"', "pass: 'everything'"]) expect(redact(text)).toBe(text);
  });
});

describe("masks, ciphertext and public keys where a secret would be", () => {
  test("a mask in the middle or between stars, ciphertext under a secret's name, a host key, a call cut at its parenthesis", () => {
    for (const text of [
      '{"username":"app","password":"***REDACTED***"}',
      "OPENAI_API_KEY=sk-proj-Ab12…Zx9Q",
      "encrypted_password: CiQAM3xRI2R4b5Ca0gSEy4sFPoc98nhFr9B8iNOlDgDQBnhGrY6MUL1DK153dz46RZOiKp2F4xm9SDPIVF",
      '{"kind":"SealedSecret","spec":{"encryptedData":{"password":"AgBTc9xbilhc4kZRPd+b2dtdD3xQlRZtbz4xprtzELZnisW75z3ozIIxfK1s"}}}',
      "<password>{AQAAABAAAAAQE7WFa1Iw4ndLvihTGX1KpvQLUtQrVaUhn6RPoQeC=}</password>",
      "debug1: Server host key: ssh-ed25519 SHA256:66X+ayy4J7nxytDLU9dddDo2dGRZ1habPUguQjrjIvm",
      "42 |     let key = SigningKey::from_bytes(&secret_bytes);",
    ]) {
      expect(redact(text)).toBe(text);
    }
    expect(redact('{"username":"app","password":"Kx8*vL2mQ9"}')).not.toContain("Kx8*vL2mQ9");
  });
});

describe("key material and secrets in blocks of their own", () => {
  test("openssl's -text private numbers, a BitLocker recovery password, a heredoc and a triple-quoted string under a secret's name", () => {
    const rsa = redact("Private-Key: (2048 bit, 2 primes)\nprivateExponent:\n    1c:66:55:60:f6:ff:36:af\n    fa:17:58:6f:27:38:c9:28\nprime1:\n    00:d1:4b:5e");
    expect(rsa).not.toContain("1c:66:55");
    expect(rsa).not.toContain("00:d1:4b");
    expect(rsa).toContain("Private-Key: (2048 bit, 2 primes)");
    expect(redact("Recovery Key: 986851-137361-780680-158329-813670-530716-130494-409618")).not.toContain("986851");
    expect(redact('resource "x" "y" {\n  client_secret = <<-EOT\n    6CXMawBw3rhacQbrMpyj\n  EOT\n}')).not.toContain("6CXMawBw3rhacQbrMpyj");
    expect(redact("[smtp]\npassword = '''\nCalcon$01falcon'''")).not.toContain("Calcon$01falcon");
    expect(redact("publicExponent: 65537 (0x10001)\nmodulus:\n    00:a5:87:5e")).toBe("publicExponent: 65537 (0x10001)\nmodulus:\n    00:a5:87:5e");
  });
});

describe("passphrases of dotted words, a labelled record, host names", () => {
  test("a passphrase of dotted words under a secret's name is one; a dotted path in code, a host and a reverse domain are not", () => {
    for (const [text, secret] of [
      ["wpa_passphrase=snogubbe.Kuchen.Lokomotive.coracao", "snogubbe.Kuchen"],
      ["password galatasaray.solnyshko.fenerbahce.fragola", "galatasaray.solnyshko"],
      ['{\n  "label": "password",\n  "value": "kissa etoile konijn kotek"\n}', "kissa etoile"],
    ]) expect(redact(text!)).not.toContain(secret!);
    for (const text of ["password: settings.DATABASE_PASSWORD", "DB_PASSWORD=config.db.password", "$ bw get password github.com\nNot found.", "collapseKey: com.marlowe.tracker"]) {
      expect(redact(text)).toBe(text);
    }
  });
});

describe("set 10's train kinds of leak, by format", () => {
  test("a Wi-Fi QR's P field, NickServ's identify, a SAM dump's NT hash, an SMB URL's password after a domain, LDIF's ::, Italian's password word", () => {
    for (const [text, secret] of [
      ["WIFI:T:WPA;S:Ferienhaus Moewe;P:KawaiiChaton71&;H:false;;", "KawaiiChaton71&"],
      ["[09:49] > /msg NickServ identify azerty3789", "azerty3789"],
      ["Administrator:500:aad3b435b51404eeaad3b435b51404ee:a40fb529282ac382cb02b0f89c79e2ce:::", "a40fb529282ac382"],
      ["device for Buero-Drucker: smb://KANZLEI/drucker:Thund57&@print01/HP-M479", "Thund57&"],
      ["userPassword:: Z2lyYXNvbGUubWFsaW5hLmNhdmFsbG8uenZlemRh", "Z2lyYXNvbGUubWFs"],
      ["DEBUG: utente=gestionale parola d'ordine=tsuki sauna fietsen zabka", "tsuki sauna"],
    ]) expect(redact(text!)).not.toContain(secret!);
    expect(redact("WIFI:T:WPA;S:Guests;H:false;;")).toBe("WIFI:T:WPA;S:Guests;H:false;;");
  });
});

describe("set 10's train kinds of look-alike", () => {
  test("an empty assignment from a grep, a PowerShell variable as the bearer, hyphenated words in prose, an age file's stanza, a path of a word and a number, Stripe's test tokens, a did:key, a prompt's next line, a secret's address", () => {
    for (const text of [
      '$ grep -i pass .env\nREDIS_PASSWORD=\nSMTP_PASSWORD=""',
      'PS> $headers = @{ Authorization = "Bearer $env:GRAPH_TOKEN" }',
      "Erreur 401 : jeton invalide ou expiré. Reconnectez-vous avec « havre login ».",
      "You have 3 of 10 recovery codes left. Generate new ones at Settings → Security → Two-factor authentication.",
      "$ head -3 secrets.env.age\nage-encryption.org/v1\n-> X25519 4sno/KV+Izt6/mqk6GPfF8AxRgjLlinbGLyLk5Kl/v0\n8uhQgNhpVGLSTUdtbVh5iNyIK4ZMELdlsnMZ5RClR8U",
      'assertion failed: entry == Entry { key: "thumb/412", size: 20411 }',
      'stripe.PaymentMethod.create(type="card", card={"token": "tok_visa"})  # test fixture',
      "Issuer: did:key:z6MkroVP11quz2E2Jk2xUUdiUkT8qTkcjf7JYfmfnaAbFzCT",
      "$ keytool -exportcert -rfc -alias upload -keystore upload.jks | sed -n 2p\nEnter keystore password:\nMIIDdzCCAl+gAwIBAgIEbZ1qhTANBgkqhkiG9w0BAQsFADBsMRAwDgYDVQQGEwdV",
      "$ az keyvault secret show --vault-name kv1 --name db-pass --query id -o tsv\nhttps://kv1.vault.azure.net/secrets/db-pass/9eaaba40e9e1315b9abc1ffb517ed375",
    ]) {
      expect(redact(text)).toBe(text);
    }
    expect(redact('$ echo "$SIGNING_SECRET" | base64\nc2lnbmluZy1zZWNyZXQtdmFsdWU=\n')).not.toContain("c2lnbmluZy1zZWNyZXQtdmFsdWU=");
  });
});

describe("a setter's value and a token cut at a line's end", () => {
  test("define('AUTH_KEY', …) whatever its symbols; a GitHub token wrapped by the terminal", () => {
    expect(redact("define( 'AUTH_KEY',         '=j+Cv#K/94[j:]?Rdt5)*Nc,]|yRMU]W,d|p:z{Q34FyE7f}t<pfOOlSR#qrm(Gy' );")).not.toContain("=j+Cv#K");
    expect(redact("define( 'WP_DEBUG', 'true' ); define('DB_NAME', 'wp_blog');")).toBe("define( 'WP_DEBUG', 'true' ); define('DB_NAME', 'wp_blog');");
    const wrapped = redact("fatal: Authentication failed for 'https://ada:ghp_dNYHKshttGfMUDVp4i\nZkcKYn0y8fcOwFQYh0@github.com/ada/x.git/'");
    expect(wrapped).not.toContain("ZkcKYn0y8fcOwFQYh0");
    expect(wrapped).toContain("@github.com/ada/x.git/");
  });
});
