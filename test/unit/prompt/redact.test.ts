import { describe, expect, test } from "bun:test";
import { isDotenv, redact } from "../../../src/prompt/redact.ts";

// Real-looking, not real: every secret below is made up (random characters in
// the format its provider documents).

/** Secrets known by their shape: [what, secret, kind]. */
const TOKENS: [string, string, string][] = [
  ["an AWS access key id", "AKIAUJZDE8GXD6NCF10E", "aws-access-key"],
  ["an AWS temporary access key id", "ASIAPF91DHODZDOC9IS0", "aws-access-key"],
  ["a GitHub classic token", "ghp_jIhKtJ0RlgLKOmxgJTeKdNnFRIBXuDL7Dxtp", "github-token"],
  ["a GitHub OAuth token", "gho_YlSXpfKtHF4vUCsMehGAkWvj7FAc9QeWJKY4", "github-token"],
  ["a GitHub app installation token", "ghs_0uvSwMFLZDe1f8rESQedUStPKR0CsTy4Qwb8", "github-token"],
  ["a GitHub user-to-server token", "ghu_DwkNhFdnXsiVpzz63FfkCzJr4i0B3JrTAwR4", "github-token"],
  ["a GitHub refresh token", "ghr_y9ojfljoQoaF1LlqsajAIxNKu8iS2G8NPRVd", "github-token"],
  ["a GitHub fine-grained token", "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", "github-token"],
  ["a GitLab personal token", "glpat-HUvTCQCyEZDz_TddJ8Hy", "gitlab-token"],
  ["a GitLab deploy token", "gldt-HUvTCQCyEZDz_TddJ8Hy", "gitlab-token"],
  ["a Slack bot token", "xoxb-957551313735-3799075116372-BYOvfZ8UzDzV8fUkkibjL5DZ", "slack-token"],
  ["a Slack user token", "xoxp-299752882001-826330434839-5486205798682-40e50454f31af3176813e02ea68ef786", "slack-token"],
  ["a Slack app token", "xapp-1-A2I0HZ2UEP1-1341252427316-f575dcad6ba2b0aee0ca923732881584d8c4fa2815d2802827283e0ad8417358", "slack-token"],
  ["a Stripe live secret key", "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", "stripe-key"],
  ["a Stripe restricted key", "rk_live_51MyWuUFjsUNPjc01T5GOBUSZGi6HWGK10Zb0RLZ5T", "stripe-key"],
  ["a Stripe webhook secret", "whsec_R9SPofbciOx9gy1CJdObOIRpFqaDZeV7", "stripe-key"],
  ["an OpenAI project key", "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", "openai-key"],
  ["an OpenAI legacy key", "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", "openai-key"],
  ["an Anthropic key", "sk-ant-api03-IFXZ53Ncqe28-ajY75FnCttn6kfaqDeMqG3omjMyXHCabM6JOF8EFd0Nhcy_1kGD2VD_eR1UYzaLiA_zNyD7CHLn_xC-1AA", "anthropic-key"],
  ["an OpenRouter key", "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", "openrouter-key"],
  ["a Google API key ending in -", "AIzaRUIQfHOJMaidDn87XG3_q_xbMtEPO6UkzY-", "google-api-key"],
  ["a Google OAuth client secret", "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", "google-oauth-secret"],
  ["a Google OAuth access token", "ya29.a0uF0ie9Pu2njHkAm1_5wDr16EpLLJIVGHz4FxFEtKyPiYGFDm7ena8D5VfLDpgyyjVw5HanSBeVRsfAGeAbP0VxNjAe_9i0mYtluYI0KN1gNT11cUzYZAa3u2olZU6uqbgsYlVvsSKuvinX-zMqf9Og", "google-oauth-token"],
  ["a Google OAuth refresh token", "1//0XluCZz8xBfZuXTptFyfePpX6N1NF2XV54wca-7E56w8ZniqT3Ul4ffqkOkgWrdioyq-KvCiSGuPJ6sG9AHEOVezxZuJPWvHogU5n", "google-oauth-token"],
  ["a SendGrid key", "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", "sendgrid-key"],
  ["a Twilio API key sid", "SK110c57513064d6d59291f0cde2e57387", "twilio-key"],
  ["a Mailgun key", "key-13a818d8962058765a6ca7cff00d796c", "mailgun-key"],
  ["an npm token", "npm_NLeK6kjcbhgN7kwjSbbciSPOcSeVce2LWxm0", "npm-token"],
  ["a PyPI token", "pypi-AgEIcHlwaS5vcmciXnFAAoeelK9mqmALOR2HcSGKgVP8Kd0d3mS8gBlKv3azKgaS-m-x_SHuKBD_vok-nPTmZYl2dVAMH2vWD6qeSPt5Pv74GDqQ7EyIMttFPSuEPyHnvnzXtsM", "pypi-token"],
  ["a Hugging Face token", "hf_UtBrmgO6grn4yDcaz2YBSoGOsDbjqMVzaV", "huggingface-token"],
  ["a DigitalOcean token", "dop_v1_7dd7753eda83d7c58dfe0d5a0cf318656b3e6f0bade65c3b188cc102ddb8379c", "digitalocean-token"],
  ["a Shopify admin token", "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", "shopify-token"],
  ["a Shopify shared secret", "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", "shopify-token"],
  ["a JWT", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwiaWF0IjoxNzAwMDAwMDAwfQ.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U", "jwt"],
  ["a Kubernetes service account token (a JWT)", "eyJhbGciOiJSUzI1NiIsImtpZCI6Ik1ZcFhSIn0.eyJpc3MiOiJrdWJlcm5ldGVzL3NlcnZpY2VhY2NvdW50In0.Vh3zE9kqP0aX1bC2dE3fG4hI5jK6lM7nO8pQ9rS0tU1", "jwt"],
];

/** Where a token may sit: [context, text around it]. */
const PLACES: [string, (t: string) => string][] = [
  ["bare", (t) => t],
  ["after a log prefix", (t) => `2026-11-23T08:00:00Z [worker] INFO loaded ${t} from cache`],
  ["in one-line JSON", (t) => `{"id":7,"data":"${t}","ok":true}`],
  ["in YAML", (t) => `  data: ${t}`],
  ["in a URL", (t) => `GET https://api.example.com/v1/upload?ref=${t}&page=2 200`],
  ["in a header", (t) => `X-Upload-Ref: ${t}`],
  ["on a command line", (t) => `deploy --ref ${t} --now`],
  ["in colour codes", (t) => `\x1b[32m${t}\x1b[0m done`],
];

/** Secrets known by what surrounds them: [what, before, secret, after]. */
const NAMED: [string, string, string, string][] = [
  ["a password in a URL", "postgres://admin:", "hunter2-Xq9", "@db.internal:5432/app"],
  ["a password in a URL with no user", "redis://:", "s3cr3tRedis", "@cache:6379/0"],
  ["a password in a mongodb+srv URL", "mongodb+srv://app:", "Pa55w0rd%21", "@cluster0.ab1cd.mongodb.net/db"],
  ["a password in an AMQP URL", "amqp://guest:", "Gu3st-Pw", "@rabbit:5672/"],
  ["a Basic auth header", "Authorization: Basic ", "ZGVwbG95OlRyMHViNGRvciYz", ""],
  ["a Bearer auth header with an opaque token", "Authorization: Bearer ", "4f9c2e1a7b3d8e6f0a1b2c3d4e5f6a7b", ""],
  ["a token auth header", "Authorization: token ", "9a8b7c6d5e4f3a2b1c0d", ""],
  ["a Proxy-Authorization header", "Proxy-Authorization: Basic ", "ZGVwbG95OlRyMHViNGRvciYz", ""],
  ["curl -u user:password", "curl -u admin:", "s3cretPw!", " https://api.example.com/v1"],
  ["curl --user with a Twilio sid and auth token", "curl --user AC2d5f0c1e8b7a6c5d4e3f2a1b0c9d8e7f:", "16d4a3baf69dad8199bfca8b6f3a6a94", " https://api.twilio.com"],
  ["mysql -pSECRET", "mysql -h db -u root -p", "S3cretPw", " app"],
  ["mysqldump --password=SECRET", "mysqldump --password=", "S3cretPw", " app"],
  ["docker login --password SECRET", "docker login -u me --password ", "S3cret-Pw1", " registry.example.com"],
  ["a password in psql's connection URL", 'psql "postgresql://app:', "S3cretPw", '@db:5432/app?sslmode=require"'],
  ["PGPASSWORD before psql", "PGPASSWORD=", "S3cretPw", " psql -h db -U app"],
  ["docker login -p", "docker login -u bob -p ", "d0ckerPw77", " registry.example.com"],
  ["podman login -p=", "podman login -p=", "d0ckerPw77", " quay.io"],
  ["an XML password element", "<password>", "xmlPw123", "</password>"],
  ["an XML element whose name ends in secret", "<clientSecret>", "c1i3ntS3cr3t", "</clientSecret>"],
  ["sshpass -p", "sshpass -p ", "S3cretPw", " ssh deploy@host"],
  ["redis-cli -a", "redis-cli -a ", "S3cretPw", " ping"],
  ["keytool -storepass", "keytool -list -keystore app.jks -storepass ", "ch4ngeit", ""],
  ["a --token option", "vault login --token ", "hvs.CAESIJ4kQ8m0", ""],
  ["a secret-named assignment", "DB_PASSWORD=", "hunter2", ""],
  ["an exported token", "export API_TOKEN=", "q8Xk2mN4pR7s", ""],
  ["Rails' SECRET_KEY_BASE", "SECRET_KEY_BASE=", "3b7cd727ee24e8444053437c36cc66c4", ""],
  ["Django's SECRET_KEY in quotes", "DJANGO_SECRET_KEY='", "django-insecure-8x!k2@m4", "'"],
  ["an AWS secret access key", "aws_secret_access_key = ", "Bk4opH1Dr8/h97s+F/vauP7/L7V21jxUdcfQm9+s", ""],
  ["an AWS secret in JSON", '{"AccessKeyId":"x","SecretAccessKey":"', "Bk4opH1Dr8/h97s+F/vauP7/L7V21jxUdcfQm9+s", '","SessionToken":"[REDACTED:secret]"}'],
  ["a Twilio auth token", "TWILIO_AUTH_TOKEN=", "16d4a3baf69dad8199bfca8b6f3a6a94", ""],
  ["a Mailgun key of the new format", "MAILGUN_API_KEY=", "21cc1c93016f1c4261e5351d30b49895-d1a0d1f1-3dce20c4", ""],
  ["an .npmrc auth token", "//registry.npmjs.org/:_authToken=", "0b7e3f9a-4c2d-4e8f-9a1b-2c3d4e5f6a7b", ""],
  ["an .npmrc legacy _auth", "_auth=", "ZGVwbG95OlRyMHViNGRvciYz", ""],
  ["a docker config auth", '{"auths":{"https://index.docker.io/v1/":{"auth":"', "ZGVwbG95OlRyMHViNGRvciYz", '"}}}'],
  ["a Kubernetes bootstrap token", "    token: ", "hfnhi4.brp2ldxjfs953qdc", ""],
  ["a kubeconfig client key", "    client-key-data: ", "LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQo=", ""],
  ["an Azure storage account key", "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=", "ufy2eZ9KF8W9KpRpwYB+jNGAHxowjjoVYVX+pOab4Xi7x1c2DlVR5T4F2iaoMHygPsf5A/jbT20pejkB90hjAg==", ";EndpointSuffix=core.windows.net"],
  ["an Azure Service Bus key", "Endpoint=sb://ns.servicebus.windows.net/;SharedAccessKeyName=root;SharedAccessKey=", "Bk4opH1Dr8/h97s+F/vauP7/L7V21jxUdcfQm9=", ""],
  ["an Azure SAS signature", "https://acct.blob.core.windows.net/c?sv=2022-11-02&sp=r&se=2026-12-01&sig=", "q3Xk2mN4pR7s%2BvW9yZ1%3D", ""],
  ["an API key header", "X-Api-Key: ", "c0ffee12deadbeef3456", ""],
  ["a client secret in JSON", '{"client_id":"web","client_secret":"', "GOCSPX-4fJ9kQ2mN7pR8s", '"}'],
  ["a password in one-line JSON", '{"user":"app","password":"', "hunter2", '","db":"main"}'],
  ["a YAML password", "  password: ", "hunter2", ""],
  ["a Java property", "spring.datasource.password=", "Spr1ngPw", ""],
  ["a Kubernetes env entry", "- name: DB_PASSWORD value: ", "hunter2", ""],
  ["a Kubernetes env entry over two lines", "- name: DB_PASSWORD\n  value: ", "hunter2", ""],
  ["an ECS env entry in JSON", '{"name":"STRIPE_KEY","value":"', "abc123xyz789", '"}'],
  ["a MySQL password in the environment", "MYSQL_PWD=", "S3cretPw", ""],
  ["a coloured secret name", "\x1b[1mDB_PASSWORD\x1b[0m=", "hunter2", ""],
  ["a password with brackets", "PASSWORD=", "Pa(ss)w0rd", ""],
  ["a session cookie", "Set-Cookie: sessionid=", "abc123def456", "; Path=/; HttpOnly"],
  ["a login cookie among others", "Cookie: theme=dark; _gh_sess=", "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA%3D%3D", "; locale=en"],
  ["a token as a URL's password", "git push https://x-access-token:", "ghs_0uvSwMFLZDe1f8rESQedUStPKR0CsTy4Qwb8", "@github.com/o/r.git"],
  ["an S3 presigned URL's signature", "https://b.s3.amazonaws.com/k?X-Amz-Date=20261123T000000Z&X-Amz-Signature=", "6e1a2b3c4d5e6f708192a3b4c5d6e7f8", ""],
  ["a numeric password in JSON", '{"password":"', "123456", '"}'],
  ["a password of words in JSON", '{"password":"', "CorrectHorseBattery", '"}'],
  ["a password of words in the environment", "DB_PASSWORD=", "CorrectHorseBattery", ""],
  ["a passphrase of words", 'GPG_PASSPHRASE="', "correct horse battery", '"'],
  ["a URL password with what it should have escaped", "postgres://app:", "p#ss/w?rd", "@db:5432/x"],
  ["a bind password whose name ends in pw", "bindpw = ", "Xk29fjs!a", ""],
  ["a pre-shared key", 'psk="', "Wifi#Pass2024", '"'],
  ["a quoted chosen password after -p", "7z x -p'", "S3cr#t!x", "' backup.7z"],
  ["a chosen password after zip -P", 'zip -P "', "Tr0ub4dor&3", '" out.zip notes.txt'],
  ["snmpwalk's -A", "snmpwalk -v3 -l authPriv -u ops -A ", "Auth#Pass99", " router1"],
  ["a password a line names", "Your new password is: ", "Xk#29!pq", ""],
  ["a password under a German label", "Passwort: ", "Tulip4821%river", ""],
  ["a password under a Chinese label", "密码: ", "qW3rtY7uI9oP2aS", ""],
  ["a password under a French label, spaced", "Mot de passe : ", "Zp4kQ7wR2x", ""],
  ["a generated password in prose", "Setting user password for 'admin' to '", "LZrsakWSB58XgrLV", "'"],
  ["an e-mail address's password in a URL", "smtp://alerts@acme.dev:", "Cobalt361%ember", "@smtp.example.com:587"],
  ["a CLI's login token as its word", "snyk auth ", "b5a59156-bd91-4ddd-8ccd-a98643e6101f", ""],
  ["a random routing key", "routing_key: ", "0b03dc7686e85215dcf10dcc742cb2f8", ""],
  ["a URL password holding an @", "mysql://root:", "P@ss9word", "@db:3306/app"],
  ["a one-word pass name with a chosen password", '{"pass": "', "x9!kLm2q", '"}'],
  ["a personal access token", "export GITHUB_PAT=", "ab12cdEF34gh", ""],
  ["a .netrc entry", "machine api.example.com login bob password ", "S3cr3tNetrc", ""],
  ["npm config set's auth token", "npm config set //registry.example.com/:_authToken ", "npmTok3nValue99", ""],
  ["rclone config create's secret", "rclone config create s3r s3 secret_access_key ", "Zk3Pq9Lm2Nx8", ""],
  ["7z's glued password", "7z a -p", "SevenZip9", " a.7z notes.txt"],
  ["zip -P's plain password", "zip -e -P ", "s3cretzip", " a.zip notes.txt"],
  ["ssh-keygen's passphrase", 'ssh-keygen -N "', "Keyp4ss!", '" -f deploy_key'],
  [".NET's appSettings entry", '<add key="ApiKey" value="', "Xk29fjs8Qp3mZ", '" />'],
  ["a secret set by index in code", 'ENV["STRIPE_SECRET"] = "', "abc123XYZ789qwe", '"'],
  ["a call's quoted name and value", "define('AUTH_KEY', '", "x9#kL2!mQp4$zR7^wT1", "');"],
  ["a value GitHub Actions masks", "::add-mask::", "Mask9SecretVal", ""],
  ["a basic auth pair in code", "requests.get(url, auth=('admin', '", "Req9Pass!", "'))"],
  ["a login's second argument", "smtp.login('me@example.com', '", "Smtp9Pass!", "')"],
  ["a password piped to --password-stdin", 'echo "', "Dock9Echo", '" | docker login -u me --password-stdin'],
  ["a secret fed to a secret store", "vercel env add API_SECRET production <<< ", "Vc9EnvValue", ""],
  ["gh secret set's body", "gh secret set API_KEY --body ", "Gh9Body2x", ""],
];

/** Where a named secret's line may sit: [context, before the line, after it]. */
const LINES: [string, string, string][] = [
  ["bare", "", ""],
  ["after a log prefix", "[app] 12:00:01 DEBUG ", ""],
  ["in a coloured line", "\x1b[33m", "\x1b[0m"],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const KIND = "\\[REDACTED:[a-z-]+\\]";

describe("redact removes", () => {
  const rows = TOKENS.flatMap(([what, token, kind]) => PLACES.map(([where, place]) => [what, where, token, kind, place] as const));
  test.each(rows)("%s %s", (_what, _where, token, kind, place) => {
    expect(redact(place(token))).toBe(place(`[REDACTED:${kind}]`));
  });

  test("an AWS secret key after its access key id, as a credentials CSV or aws configure list has them", () => {
    for (const gap of [",", " ", "\t", "   |   "]) {
      expect(redact(`AKIAUJZDE8GXD6NCF10E${gap}wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEK3Y`)).toBe(`[REDACTED:aws-access-key]${gap}[REDACTED:aws-secret-key]`);
    }
  });

  const named = NAMED.flatMap(([what, before, secret, after]) => LINES.map(([where, pre, post]) => [what, where, pre + before, secret, after + post] as const));
  test.each(named)("%s %s", (_what, _where, before, secret, after) => {
    const out = redact(before + secret + after);
    expect(out).not.toContain(secret);
    expect(out).toMatch(new RegExp(`^${escape(before)}${KIND}${escape(after)}$`));
  });

  // In a JSON log line quotes come escaped: "{\"password\":\"…\"}".
  test.each(NAMED.filter(([, before, , after]) => !`${before}${after}`.includes("\n")))("%s inside a JSON string", (_what, before, secret, after) => {
    const json = (s: string) => JSON.stringify({ msg: s });
    const out = redact(json(before + secret + after));
    expect(out).not.toContain(secret);
    expect(out).toMatch(new RegExp(`^${escape(json(before).slice(0, -2))}${KIND}${escape(json(after).slice(8))}$`));
  });
});

/** Harmless text that looks like a secret: it comes back unchanged. */
const LOOKALIKES = [
  "docker run -p 8080:80 -p 443:443 nginx",
  "token expired at 2026-11-28T01:00:00Z; the secret 3 of 5 was wrong; cache key 7f3a9c2e1b8d4f6a0c5e9b2d7f1a3c8e4b6d0f2a",
  "ssh://git@github.com/a/b https://build-bot-01-linux@ci.example.com/x",
  "Sentry.init({ dsn: 'https://4f8e2c1b9a7d6e5f3c2b1a0987654321@o123456.ingest.sentry.io/7654321' })",
  "db_password: ENC[AES256_GCM,data:Qk9Xb3ZlcjlLa2Zqc2RmOTg3c2Rm,iv:c2Rmc2RmMTIzNDU2Nzg5MGFi,tag:dGFndGFndGFnMTIzNDU2,type:str]",
  "spec:\n  encryptedData:\n    password: AgBk9Xq2LmN8vR4tZ7wY1pS3uH6jF0cD5eG9iK2oQ4rT6yU8aW1zX3bV5nM7\n  template:\n    type: Opaque",
  "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nSTRIPE_WEBHOOK_SECRET=whsec_...",
  "stripe.setPublishableKey('pk_live_51HxYzAbCdEfGhIjKlMnOpQrStUvWxYz0123456789')",
  '"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAq8Xz3Lm9Vb7Nc5Qw1Er2Ty4Ui6Op8As0Df2Gh4Jk6Lz8Xc0Vb2Nm4Qw"',
  'secret_id = "prod/orders/db"\nSecretId: https://kv-prod.vault.azure.net/secrets/SqlPassword/0011',
  "spring.datasource.password=ENC(G6N718UuyPE5bHyWKyuLQSm02auQPUtm)\napi.token={cipher}AQA2ZGU3MzA0YjFkNzQ1ZGM2ZTk1MmM1YTdiNDYzMDg",
  '    - secure: "lUpdiYcLwlsfikwoZpBNegbM78yJN9QktXRscSRg2wTFX9JG/6qYfFez870UGEyrrUqn0moIWme"',
  "recipient: age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p",
  "the enclave is ready; PASS test/clave.test.ts; pwd: /home/me",
  "<passwordHash>bcrypt</passwordHash> <tokenExpiry>3600</tokenExpiry>",
  "commit 3f786850e387550fdab836ed7e6dc881de23001b",
  "HEAD is now at a1b2c3d Fix the token refresh",
  "request 123e4567-e89b-12d3-a456-426614174000 done",
  'const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";',
  '"integrity": "sha512-z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUR9Mh2wkoqHoWoTw=="',
  "PASS: tests/token.test.ts",
  "PASS  src/auth/password.test.ts (5 ms)",
  "FAIL src/app.test.ts > adds numbers (3ms)",
  "PWD=/home/me/project",
  "OLDPWD=/home/me",
  'Password: authentication failed for user "x"',
  'psql: error: FATAL:  password authentication failed for user "postgres"',
  "TOKEN_EXPIRY=3600",
  "password_hash_algorithm=bcrypt",
  "max_tokens: 4096",
  '"token_type": "bearer"',
  "docker login -u me --password-stdin registry.example.com",
  "pg_dump --password-file ./x app",
  "npm ERR! code E401",
  'npm ERR! need: Basic realm="GitHub Package Registry"',
  "Bearer token required",
  "Basic authentication failed",
  "nginx@sha256:4c4b1b1e0bd2b6a0ad1f3e1d6c0e7b9c2f5a8d3e6b9c2f5a8d3e6b9c2f5a8d3e",
  "upgraded 1.4.5 -> v2.0.0-rc.1",
  "cat /home/me/.ssh/id_rsa ~/.aws/credentials",
  "see https://example.com/docs?page=2 and git@github.com:user/repo.git",
  "postgres://db.internal:5432/app",
  "key: value",
  "primary_key: id",
  "cache_key: v1-deps-a1b2c3d4",
  "GOOGLE_APPLICATION_CREDENTIALS=/etc/gcp/sa.json",
  "DB_PASSWORD=${DB_PASSWORD}",
  "password: ${{ secrets.DB_PASSWORD }}",
  "PASSWORD=",
  "PASSWORD=$DB_PASS",
  "password=/run/secrets/db",
  "token = os.getenv('TOKEN')",
  "token: null",
  "const token = await getToken();",
  "(p1: P1, token: CancellationToken): HandlerResult<R, E>;",
  "key: RedisClient.KeyLike, value: string, signature: Signature,",
  "sessionToken: tempSessionToken,",
  "continuePrimaryKey(key: IDBValidKey, primaryKey: IDBValidKey): void;",
  "const _postfixToken = visitNode(node.postfixToken, visitor, isQuestionToken);",
  "export type DotToken = Token<SyntaxKind.DotToken>;",
  "CloseBraceToken = 19,",
  "token = last;",
  "fetch(url, { credentials: 'include' })",
  "const tokens = lexer.tokenize(source);",
  "MONKEY=banana",
  "KEYBOARD_LAYOUT=us",
  "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7vbqajDhA me@laptop",
  "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBa\n-----END CERTIFICATE-----",
  "docker run -p 8080:80 -u 1000:1000 nginx && mkdir -p build && ssh -p 2222 host",
  "mysql -u root -p app",
  "Enter password:",
  "arn:aws:iam::123456789012:role/deploy",
  "GitHub tokens start with ghp_ and npm tokens with npm_",
  "the task-list component broke",
  "sk-short",
  "Error: expected 200, got 401 Unauthorized",
  "see https://api.example.com:443/v1/users/bob@example.com and http://localhost:3000/u/a@b.c",
  "mkdir -p My_Dir2 && ls -a Foo_Bar1 && curl -A Mozilla/5.0 x && pytest -p no:cacheprovider",
  "grep -P 'Err:[0-9]+' log && grep -P '(?<=id=)\\d+' log",
  'FATAL: password authentication failed for user "app_user1"',
  "password reset sent to Bob.Smith1@corp.com",
  'if (password.length < 8) throw new Error("Password too short!");',
  "password: %(db_password)s, passwd=<Your-Pass1!>",
  "public key: mv6m5CJGS4PT9nPGeYgCisbctgHp84lhkLPJWM2jK00=\nprivate key: (hidden)",
  "SMTP_PASSWORD=[REDACTED] (redacted), SMTP_HOST=smtp.acme.dev",
  "PATCH /api/invoices/ERX41MKENGN57XFCJXTAVWM5DS 409 Conflict",
  "Password expires: 2026-12-01\nPasswort: ********",
  "routing_key: orders.created",
  "docker login 123456789012.dkr.ecr.us-east-1.amazonaws.com && kubectl auth can-i list pods",
  "$ gh auth token\nerror: not logged in\n$ ls\nsrc1 build2",
  "Password required\nToken expired\nthe default machine password is stored elsewhere",
  "PATH=/usr/bin:/bin pattern: 'a*b' bypass: true",
  "npm config set auth-type legacy && npm config get authToken && ssh-keygen -N '' -f key && 7z x -p a.7z",
  "Set-Cookie: theme=dark; Path=/; Max-Age=31536000",
  "Cookie: _ga=GA1.2.1234567890.1700000000; _gid=GA1.2.987654321.1700000000; locale=en-US",
  "arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db-AbCdEf",
  "password: vault:secret/data/db#password\nDB_PASSWORD=op://Engineering/Postgres/password\npassword: ssm:/prod/db/password",
  "api_key: !Ref ApiKeyParam\npassword: !vault |\ndb_password: !secret db_password",
  "DB_PASS=@Microsoft.KeyVault(SecretUri=https://kv.vault.azure.net/secrets/db/)",
  '{"key":"theme","value":"dark"} x = ENV["TOKEN"]',
  'log("token", "refreshed"); i18n.t("password", "Password"); getenv("TOKEN", "")',
  '<add key="ClearTextPassword" value="[REDACTED:secret]" />',
  "password: !!binary |",
  ': "${API_TOKEN:?missing API_TOKEN}" && : "${DB_PASSWORD:?DB_PASSWORD must be set}"',
  "the password is required; the password was changed yesterday",
  "| password | required | string |\ncat token | wc -c",
  'echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin',
  "t('auth', 'Login failed'); login(\"user\", \"changeme\")",
  "private key: (hidden)\npeer: Xb3Kq9Lm2Nx8Pz7Rw4Ty6Uv1Io5As0Df8Gh2Jk9Lm3=\n  nonce: Q2xkR3Vm8Tz1Wp4Ys7Xa0Bc5De9Fg2Hj6Kl",
  "  -p, --password=PASSWORD  use PASSWORD\n      --token TOKEN        API token",
  "Token: (none)\npassword: (not set)\nPASSWORD=changeme\npassword: example\ntoken: your-token-here",
];

describe("redact removes what a line or a command says is a secret", () => {
  test.each([
    ["the value below a label line", "Password for the elastic user (reset with `bin/reset -u elastic`):\n  yyd063rJpOVK0fYGHsjj\n", "yyd063rJpOVK0fYGHsjj"],
    ["recovery codes under their heading", "Your recovery codes:\n\nmvyh9-keimm\nqawee-66n18\n\nEach code can be used once.", "qawee-66n18"],
    ["a setup key in groups", "Enter this setup key manually:\n    hely nd55 wjys ktqq qosh pv76\n", "hely nd55 wjys ktqq"],
    ["a seed phrase", "restore from mnemonic: wisdom summit ripple canvas orchard gravity fabric tiger pilot velvet mosaic tiger", "wisdom summit ripple"],
    ["a table's cell after its name", "| npm_token | 8f3a9c2e-1b7d-4f6a-0e5c-9b8a7d6e5f4a | publish |", "8f3a9c2e-1b7d-4f6a-0e5c-9b8a7d6e5f4a"],
    ["a password a sentence says", "The new password is Xk29fjs8Qp3mZab1\n", "Xk29fjs8Qp3mZab1"],
    ["a label with a note in brackets", "Generated password (copy it now, it will not be shown again): Xk29fjs8Qp3mZab12CdEf", "Xk29fjs8Qp3mZab12CdEf"],
    ["a generated token", '$ python3 -c "import secrets; print(secrets.token_hex(16))"\n3f9c2e1a7b3d8e6f0a1b2c3d4e5f6a7b\n', "3f9c2e1a7b3d8e6f0a1b2c3d4e5f6a7b"],
    ["a decoded secret", '$ kubectl get secret admin -o jsonpath="{.data.password}" | base64 -d; echo\n7N1hj9ZG5nmfyl9R\n', "7N1hj9ZG5nmfyl9R"],
    ["redis.conf's requirepass, a line of its own", "port 6379\nrequirepass F00b4r!x\n", "F00b4r!x"],
    ["a Dockerfile's ENV, a line of its own", "FROM ruby\nENV SECRET_KEY_BASE abcdef0123456789abcdef0123456789\n", "abcdef0123456789abcdef0123456789"],
    ["a password under a name in another language, joined by _", "DB_SENHA=Xq7vR2pLm9\nAPI_SCHLUESSEL=Lk3Xq7vR2pLm9\n", "Xq7vR2pLm9"],
    ["a password in JSON under a name in another language", '{"contrasena":"Xq7vR2pLm9","haslo":"Zz8Lk3Xq7vR2"}', "Zz8Lk3Xq7vR2"],
    ["a credential after a scheme a service names for itself", 'curl -H "Authorization: AcmeKey 51c0ffee77d2a1b3c4d5e6f708192a3b" https://api.acme.test', "51c0ffee77d2a1b3c4d5e6f708192a3b"],
    ["a Go driver's DSN", 'db, err := sql.Open("mysql", "app:Rivers+81stone@tcp(db:3306)/app")', "Rivers+81stone"],
    ["a token in a URL's path after a word that names it", "GET https://pkgs.example.test/t/tk-9f8e7d6c5b4a39281706f5e4d3c2b1a0/simple/", "tk-9f8e7d6c5b4a39281706f5e4d3c2b1a0"],
    ["an authorization code in a callback's query", "GET /oauth/callback?code=Zx81QmPv0aLk2RtY7wEs4UiO9pN3bVc&state=abc", "Zx81QmPv0aLk2RtY7wEs4UiO9pN3bVc"],
    ["a password as a tool's positional word", "$ rabbitmqctl change_password orders 'Maple!4421harbor'", "Maple!4421harbor"],
    ["a password given to ConvertTo-SecureString", 'PS> $p = ConvertTo-SecureString "Quartz%88lantern" -AsPlainText -Force', "Quartz%88lantern"],
    ["what cat prints of a file named for a secret", "$ cat deploy/keys/master.key\n0f1e2d3c4b5a69788796a5b4c3d2e1f0\n$ make", "0f1e2d3c4b5a69788796a5b4c3d2e1f0"],
    ["a two-word label of a table", "Accessor ID  = 0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0\nSecret ID    = 9a8b7c6d-5e4f-4a3b-9c2d-1e0f2a3b4c5d\n", "9a8b7c6d-5e4f-4a3b-9c2d-1e0f2a3b4c5d"],
    ["a keyword's quoted value in a Clojure map", '{:deploy {:username "ci" :password "ZQ8xv1LmN0pR7sT2uW4y"}}', "ZQ8xv1LmN0pR7sT2uW4y"],
    ["a JSON Web Key's private exponent", '{"kty":"RSA","n":"' + "A".repeat(300) + '","e":"AQAB","d":"Qm9vbGVhbkZhbHNlVHJ1ZU1heWJlX3NlY3JldF9leHBvbmVudA"}', "Qm9vbGVhbkZhbHNlVHJ1ZU1heWJlX3NlY3JldF9leHBvbmVudA"],
    ["a password in Persian prose", "یادداشت: رمز عبور سرور Harbor@771pine است.", "Harbor@771pine"],
    ["a new value on the line after a password changed", "Password for the [admin] user successfully reset.\nNew value: Kp-7fQzR2mWx9vLt", "Kp-7fQzR2mWx9vLt"],
    ["a passphrase of words, unquoted, to the end of its line", "GPG_PASSPHRASE=orbit maple canyon thistle\n", "maple canyon thistle"],
    ["credentials under a short name", "DEPLOY_CREDS=Xq7vR2pLm9kkZ2\n", "Xq7vR2pLm9kkZ2"],
    ["a password in PHP's print_r", "Array\n(\n    [user] => app\n    [password] => Tq8vR2pLm9\n)", "Tq8vR2pLm9"],
    ["a password in PHP's var_dump, on the line below its key", '  ["password"]=>\n  string(10) "Tq8vR2pLm9"', "Tq8vR2pLm9"],
    ["a password in a Java properties XML entry", '<entry key="jdbc.password">Tq8vR2pLm9</entry>', "Tq8vR2pLm9"],
    ["a password after a YAML core tag", "password: !!str Tq8vR2pLm9", "Tq8vR2pLm9"],
    ["what a command prints that makes a secret", "$ bin/rails secret\n9c2b7f6e1d3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d\n", "9c2b7f6e1d3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d"],
    ["a generated key that looks like code", "$ python -c 'from django.core.management.utils import get_random_secret_key as g; print(g())'\nq8#x!v2@m9(z&7p)w3r*t5y^u1i-o0p=a+s4d6f\n", "q8#x!v2@m9(z&7p)w3r*t5y^u1i-o0p=a+s4d6f"],
    ["a key after its name and a space, in prose", "Gitea: token 7f3a9c2e1b8d4f6a0c5e9b2d7f1a3c8e4b6d0f2a created for user ci", "7f3a9c2e1b8d4f6a0c5e9b2d7f1a3c8e4b6d0f2a"],
    ["a token as a clone URL's user", "git clone https://a1B2c3D4e5F6g7H8i9J0kLmN@github.com/acme/x.git", "a1B2c3D4e5F6g7H8i9J0kLmN"],
    ["a webhook's secret path", "POST https://discord.com/api/webhooks/1187953593256628188/bt7nlkm1SgwtcSME9wdJMX9di0k-ai4VAOvbieeMeGlLNpCM", "bt7nlkm1SgwtcSME9wdJMX9di0k"],
  ])("%s", (_what, text, secret) => {
    const out = redact(text);
    expect(out).not.toContain(secret);
    expect(redact(out)).toBe(out);
  });
});

describe("redact leaves alone", () => {
  test.each(LOOKALIKES.map((t) => [t]))("%p", (text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("redact", () => {
  test("a known token under a secret name keeps its kind", () => {
    expect(redact("token: ghp_jIhKtJ0RlgLKOmxgJTeKdNnFRIBXuDL7Dxtp")).toBe("token: [REDACTED:github-token]");
  });

  test.each([
    ["a whole key", "x\n-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\n-----END RSA PRIVATE KEY-----\ny", "x\n[REDACTED:private-key]\ny"],
    ["an OpenSSH key", "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----", "[REDACTED:private-key]"],
    ["an EC key", "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBkg\n-----END EC PRIVATE KEY-----", "[REDACTED:private-key]"],
    ["a PGP key", "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBF0\n-----END PGP PRIVATE KEY BLOCK-----", "[REDACTED:private-key]"],
    ["a key inside a JSON string", '{"private_key":"-----BEGIN PRIVATE KEY-----\\nMIIEvQ\\n-----END PRIVATE KEY-----\\n"}', '{"private_key":"[REDACTED:private-key]"}'],
    ["an END with no BEGIN: everything before it", "MIIEpAIBAAKCAQEA\n".repeat(39) + "-----END RSA PRIVATE KEY-----\n$ next", "[REDACTED:private-key]\n$ next"],
    ["a BEGIN with no END: everything after it", "$ cat key\n-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\nMIIEpAIBAAKCAQEA", "$ cat key\n[REDACTED:private-key]"],
    ["a cut key after a whole one", "-----BEGIN EC PRIVATE KEY-----\nA\n-----END EC PRIVATE KEY-----\nok\nB\n-----END EC PRIVATE KEY-----", "[REDACTED:private-key][REDACTED:private-key]"],
  ])("removes a private key: %s", (_what, input, expected) => {
    expect(redact(input)).toBe(expected);
  });

  // Judgement: the tail of a GitHub token cut by a window still reads as one (an
  // `hp_`/`p_` stem, 30-40 characters mixing cases and digits); tails of other
  // kinds are left, having no shape to tell them from other random text.
  test.each([
    ["hp_ and 30 characters", "…hp_jIhKtJ0RlgLKOmxgJTeKdNnFRIBXuD", "…[REDACTED:github-token]"],
    ["p_ and 36 characters", "p_jIhKtJ0RlgLKOmxgJTeKdNnFRIBXuDL7Dxtp", "[REDACTED:github-token]"],
    ["a cut head", "ghp_jIhKtJ0RlgLKOmxgJTeK", "[REDACTED:github-token]"],
  ])("removes a cut GitHub token: %s", (_what, input, expected) => {
    expect(redact(input)).toBe(expected);
  });

  test("leaves a long identifier that ends like a token tail", () => {
    expect(redact("my_component_abcdefghijklmnopqrstuvwxyzabcdef")).toBe("my_component_abcdefghijklmnopqrstuvwxyzabcdef");
  });

  test("is idempotent on everything above", () => {
    const texts = [
      ...TOKENS.flatMap(([, t]) => PLACES.map(([, place]) => place(t))),
      ...NAMED.flatMap(([, b, s, a]) => LINES.map(([, pre, post]) => pre + b + s + a + post)),
      ...LOOKALIKES,
      "-----END RSA PRIVATE KEY-----\n" + "Authorization: Basic ZGVwbG95OlRyMHViNGRvciYz",
    ];
    for (const text of texts) {
      const once = redact(text);
      expect(redact(once)).toBe(once);
      expect(redact(once, { dotenv: true })).toBe(redact(redact(once, { dotenv: true }), { dotenv: true }));
    }
  });

  // Secrets glued to names, marks and each other, as a window or a log may cut
  // them: the second pass must find what the first found, no more.
  test("is idempotent on 5000 random mixes of secrets, names and punctuation", () => {
    const pieces = [
      ...TOKENS.slice(0, 8).map(([, t]) => t), "key", "password", "token", "DB_PASSWORD", "name", "value", "Authorization: ", "Basic ", "Bearer ",
      "ZGVwbG95OlRyMHViNGRvciYz", "curl -u a:", "mysql", " -p", "://", "@", ":", "=", '"', "'", "\\", " ", "\n", ",", ";", "(", ")", "<", ".", "-", "_",
      "\x1b[31m", "\x1b[0m", "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----", "[REDACTED:secret]", "hunter2", "Cancellation", "Z9", "p_", "sk-",
    ];
    let seed = 42;
    const next = (k: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) % k;
    };
    const changed: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const text = Array.from({ length: 1 + next(12) }, () => pieces[next(pieces.length)]).join("");
      const once = redact(text);
      if (redact(once) !== once) changed.push(text);
    }
    expect(changed).toEqual([]);
  });

  test("every assignment of a .env file", () => {
    expect(redact("PORT=3000\nDB_HOST=localhost\n# comment\n", { dotenv: true })).toBe("PORT=[REDACTED:secret]\nDB_HOST=[REDACTED:secret]\n# comment\n");
  });

  test.each([
    [".env", true],
    ["app/.env.local", true],
    ["prod.env", true],
    ["environment.ts", false],
    ["src/env.ts", false],
    [".npmrc", true],
    ["/home/me/.aws/credentials", true],
    ["infra/prod.tfvars", true],
    [".vault-token", true],
    ["credentials.md", false],
    ["npmrc.md", false],
  ])("%s holds credentials as name=value lines: %p", (path, expected) => {
    expect(isDotenv(path)).toBe(expected);
  });

  test("a file that is one token is redacted whole", () => {
    expect(redact("hvs.CAESIAbcdefghijklmnop\n", { dotenv: true })).toBe("[REDACTED:token]\n");
    expect(redact("registry=https://r.example.com\n", { dotenv: true })).toBe("registry=[REDACTED:secret]\n");
  });
});
