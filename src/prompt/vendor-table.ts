/**
 * Vendor credentials known by their shape: a fixed prefix (or a fixed shape)
 * and a body of a known alphabet and length. The facts (prefix, alphabet,
 * length) were read from the rule sets of gitleaks (config/gitleaks.toml),
 * trufflehog (pkg/detectors) and detect-secrets (plugins); the table and the
 * matcher are aye's own. A format with no distinctive prefix or shape is not
 * here: it is found by the name next to it (secret-names.ts). Nor are keys that
 * are public by design, though the sources list some: OAuth client ids
 * (Salesforce's `3MVG9…`), browser keys (New Relic's `NRJS-`, `NRBR-`),
 * publishable keys (`pk_live_`, `pk.eyJ…`), and the key in a Sentry DSN
 * (`https://<32 hex>@o1.ingest.sentry.io/2`), which Sentry documents as safe
 * to publish and which an independent table of look-alikes counts as one.
 * The finder that reads this table is vendor-tokens.ts.
 */

/** A set of characters a body is drawn from. */
export interface Alphabet {
  name: string;
  chars: string;
  /** 1 for a member, by character code (all members are ASCII). */
  has: Uint8Array;
  /** Whether it has letters past f (a body of only hex digits is then a hash). */
  wide: boolean;
}

export const alphabet = (name: string, chars: string): Alphabet => {
  const has = new Uint8Array(128);
  for (const c of chars) has[c.charCodeAt(0)] = 1;
  return { name, chars, has, wide: chars.length > 22 && /[g-zG-Z]/.test(chars) };
};

const DIGIT = "0123456789";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

const DIGITS = alphabet("digits", DIGIT);
const HEX = alphabet("hex", `${DIGIT}abcdef`);
const HEX_ANY = alphabet("hex of either case", `${DIGIT}abcdefABCDEF`);
const LOWER_NUM = alphabet("lower case and digits", LOWER + DIGIT);
const UPPER_NUM = alphabet("upper case and digits", UPPER + DIGIT);
export const ALNUM = alphabet("letters and digits", UPPER + LOWER + DIGIT);
const WORD = alphabet("letters, digits and _", `${UPPER}${LOWER}${DIGIT}_`);
const B64URL = alphabet("base64url", `${UPPER}${LOWER}${DIGIT}_-`);
const B64URL_PAD = alphabet("base64url with padding", `${UPPER}${LOWER}${DIGIT}_-=`);
const B64 = alphabet("base64", `${UPPER}${LOWER}${DIGIT}+/=`);
const B64_ANY = alphabet("base64 of either kind", `${UPPER}${LOWER}${DIGIT}+/=_-`);
const DOTTED = alphabet("base64url and dots", `${UPPER}${LOWER}${DIGIT}_-.`);
const BECH32_UP = alphabet("bech32, upper case", "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L");
const AZURE = alphabet("letters, digits and _ ~ . -", `${UPPER}${LOWER}${DIGIT}_~.-`);
const PERCENT = alphabet("letters, digits and %", `${UPPER}${LOWER}${DIGIT}%`);

/** A length: exact, or `[min, max]`. */
export type Length = number | [number, number];

/** One piece of a shape: a literal, or a run of an alphabet. */
export type Part = string | { alphabet: Alphabet; min: number; max: number };

/** One row: a vendor's token. */
export interface VendorToken {
  kind: string;
  parts: Part[];
  /** Text that must stand just before the token (not redacted unless `behind` takes it): `hooks/` before Zapier's `catch/…`. */
  before?: string;
  /** A run just before the first part that belongs to the token (a Telegram bot's id before `:AA…`). */
  behind?: { alphabet: Alphabet; min: number; max: number };
}

interface Context {
  before?: string;
  behind?: [Alphabet, Length];
}

const range = (length: Length): [number, number] => (typeof length === "number" ? [length, length] : length);

/**
 * A row: its kind, then its shape as it reads, a literal or an alphabet and its length in turn:
 * `v("digitalocean-token", "dop_v1_", HEX, 64)`, `v("sendgrid-key", "SG.", B64URL, 22, ".", B64URL, 43)`.
 * A shape that starts with no literal starts with an alphabet. A last object gives context.
 */
function v(kind: string, ...shape: (string | Alphabet | Length | Context)[]): VendorToken {
  const row: VendorToken = { kind, parts: [] };
  for (let i = 0; i < shape.length; i++) {
    const piece = shape[i]!;
    if (typeof piece === "string") {
      if (piece) row.parts.push(piece);
    } else if (typeof piece === "object" && "has" in piece) {
      const [min, max] = range(shape[++i] as Length);
      row.parts.push({ alphabet: piece, min, max });
    } else if (typeof piece === "object" && !Array.isArray(piece)) {
      const { before, behind } = piece as Context;
      if (before) row.before = before;
      if (behind) {
        const [min, max] = range(behind[1]);
        row.behind = { alphabet: behind[0], min, max };
      }
    } else throw new Error(`vendor-tokens: ${kind}: a length with no alphabet`);
  }
  return row;
}

/** A UUID's shape, for tokens that carry one. */
const UUID = [HEX, 8, "-", HEX, 4, "-", HEX, 4, "-", HEX, 4, "-", HEX, 12] as const;

/**
 * The table. Sources: G = gitleaks, T = trufflehog, D = detect-secrets. Where they disagree on an
 * alphabet or a length the row is a judgement between them: a range that covers both, or the narrower
 * alphabet where it is plainly the vendor's (Mailgun's `key-` and 32 hex). Ordered: at one start the
 * first row that fits names the kind.
 */
export const VENDOR_TOKENS: VendorToken[] = [
  // AI and ML platforms
  v("anthropic-key", "sk-ant-api03-", B64URL, 93, "AA"), // G T
  v("anthropic-key", "sk-ant-admin01-", B64URL, 93, "AA"), // G T
  v("openrouter-key", "sk-or-v1-", HEX, 64), // T
  v("openai-key", "sk-admin-", B64URL, 58, "T3BlbkFJ", B64URL, 58), // T
  v("xai-key", "xai-", WORD, 80), // T
  v("groq-key", "gsk_", ALNUM, 52), // T
  v("perplexity-key", "pplx-", ALNUM, 48), // G
  v("replicate-token", "r8_", B64URL, 37), // T
  v("huggingface-token", "hf_", ALNUM, 34), // G T
  v("huggingface-token", "api_org_", ALNUM, 34), // G T
  v("langsmith-key", "lsv2_pt_", HEX, 32, "_", HEX, 10), // T
  v("langsmith-key", "lsv2_sk_", HEX, 32, "_", HEX, 10), // T
  v("langfuse-key", "sk-lf-", ...UUID), // T
  v("pinecone-key", "pcsk_", ALNUM, [5, 6], "_", ALNUM, 63), // T
  v("elevenlabs-key", "sk_", HEX, 48), // T
  v("nvidia-key", "nvapi-", B64URL, 64), // T
  v("clickhouse-key", "4b1d", ALNUM, 38), // G

  // Source forges, CI and package registries
  v("github-token", "ghp_", ALNUM, [36, 255]), // G T D
  v("github-token", "gho_", ALNUM, [36, 255]), // G T D
  v("github-token", "ghu_", ALNUM, [36, 255]), // G T D
  v("github-token", "ghs_", ALNUM, [36, 255]), // G T D
  v("github-token", "ghr_", ALNUM, [36, 255]), // G T D
  v("github-token", "github_pat_", WORD, [82, 255]), // G T
  // A routable token (`….01.0abc12def`) before the plain one its first part would pass for.
  v("gitlab-token", "glpat-", B64URL, [27, 300], ".", LOWER_NUM, 9), // G T (routable)
  v("gitlab-token", "glpat-", B64URL, [20, 22]), // G T D
  v("gitlab-token", "gldt-", B64URL, [20, 50]), // G D
  v("gitlab-token", "glft-", B64URL, [20, 50]), // G D
  v("gitlab-token", "glsoat-", B64URL, [20, 50]), // G D
  v("gitlab-token", "glrt-t", DIGITS, 1, "_", B64URL, [27, 300], ".", LOWER_NUM, 9), // G (routable)
  v("gitlab-token", "glrt-", B64URL, [20, 50]), // G D
  v("gitlab-token", "glcbt-", B64URL, [20, 60]), // G D: also `glcbt-<1-5>_<20-50>`
  v("gitlab-token", "glffct-", B64URL, [20, 50]), // G
  v("gitlab-token", "glimt-", B64URL, 25), // G D
  v("gitlab-token", "glagent-", B64URL, 50), // G
  v("gitlab-token", "gloas-", B64URL, 64), // G T
  v("gitlab-token", "glptt-", HEX, 40), // G
  v("gitlab-token", "GR1348941", B64URL, [20, 50]), // G D
  v("bitbucket-app-password", "ATBB", ALNUM, [24, 64]), // T
  v("bitbucket-token", "BBDC-", B64_ANY, [40, 50]), // T (Bitbucket Data Center)
  v("atlassian-token", "ATATT3", B64URL_PAD, [150, 300]), // G T
  v("atlassian-token", "ATCTT3", B64URL_PAD, [150, 300]), // T
  v("circleci-token", "CCIPAT_", ALNUM, 22, "_", HEX, 40), // T
  v("buildkite-token", "bkua_", LOWER_NUM, 40), // T
  v("sourcegraph-token", "sgp_", HEX_ANY, 16, "_", HEX_ANY, 40), // G T
  v("sourcegraph-token", "sgp_local_", HEX_ANY, 40), // G T
  v("sourcegraph-token", "sgp_", HEX_ANY, 40), // G T
  v("sourcegraph-token", "slk_", HEX, 64), // T (Cody)
  v("sonar-token", "sqco_", ALNUM, 59), // T (SonarCloud)
  v("sonar-token", "squ_", HEX, 40), // G
  v("sonar-token", "sqp_", HEX, 40), // G
  v("sonar-token", "sqa_", HEX, 40), // G
  v("npm-token", "npm_", ALNUM, 36), // G T D
  v("pypi-token", "pypi-AgEIcHlwaS5vcmc", B64URL, [50, 1000]), // G T D
  v("pypi-token", "pypi-AgENdGVzdC5weXBpLm9yZw", B64URL, [50, 1000]), // D (test.pypi.org)
  v("rubygems-token", "rubygems_", HEX, 48), // G T
  v("clojars-token", "CLOJARS_", LOWER_NUM, 60), // G
  v("artifactory-key", "AKCp", ALNUM, 69), // G T
  v("artifactory-token", "cmVmdGtu", ALNUM, 56), // T
  v("docker-hub-token", "dckr_pat_", B64URL, 27), // T
  v("docker-hub-token", "dckr_oat_", B64URL, 32), // T
  v("readme-key", "rdme_", LOWER_NUM, 70), // G T
  v("prefect-key", "pnu_", ALNUM, 36), // G T
  v("endorlabs-key", "endr+", B64URL, 16), // T
  v("spectralops-token", "spu-", LOWER_NUM, 32), // T
  v("trufflehog-key", "thog-key-", HEX, 16), // T
  v("trufflehog-key", "thog-secret-", HEX, 32), // T
  v("pganalyze-key", "pgar_", ALNUM, 27), // T
  v("infracost-key", "ico-", ALNUM, 32), // G

  // Clouds and hosting
  v("aws-access-key", "AKIA", UPPER_NUM, 16), // G T D
  v("aws-access-key", "ASIA", UPPER_NUM, 16), // G T D
  v("aws-access-key", "ABIA", UPPER_NUM, 16), // G T
  v("aws-access-key", "ACCA", UPPER_NUM, 16), // G T
  v("aws-bedrock-key", "ABSK", B64, [109, 271]), // G
  v("aws-bedrock-key", "bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t", B64, [20, 2048]), // G
  v("aws-appsync-key", "da2-", LOWER_NUM, 26), // T
  v("google-api-key", "AIza", B64URL, 35), // G T
  v("google-oauth-secret", "GOCSPX-", B64URL, 28), // aye's own patterns
  v("gcs-hmac-access-id", "GOOG1", UPPER_NUM, 56), // Cloud Storage HMAC key of a service account (its secret is 40 base64)
  v("alibaba-access-key", "LTAI", ALNUM, [17, 21]), // G T
  v("azure-client-secret", ALNUM, 3, DIGITS, 1, "Q~", AZURE, [31, 34]), // G T
  v("azure-registry-key", B64, 42, "+ACR", ALNUM, 6), // T
  v("digitalocean-token", "dop_v1_", HEX, 64), // G T
  v("digitalocean-token", "doo_v1_", HEX, 64), // G T
  v("digitalocean-token", "dor_v1_", HEX, 64), // G T
  v("heroku-key", "HRKU-AA", B64URL, 58), // G T
  v("flyio-token", "fo1_", B64URL, 43), // G
  v("flyio-token", "fm1a_", B64, [100, 2048]), // G
  v("flyio-token", "fm1r_", B64, [100, 2048]), // G
  v("flyio-token", "fm2_", B64, [100, 2048]), // G T
  v("scalingo-token", "tk-us-", B64URL, 48), // G
  v("cloudflare-token", "cfut_", ALNUM, 48), // T
  v("cloudflare-token", "cfat_", ALNUM, 48), // T
  v("cloudflare-key", "cfk_", ALNUM, 48), // T
  v("cloudflare-ca-key", "v1.0-", HEX, 24, "-", HEX, 146), // G T
  v("planetscale-token", "pscale_tkn_", DOTTED, [32, 64]), // G T
  v("planetscale-token", "pscale_oauth_", DOTTED, [32, 64]), // G
  v("planetscale-password", "pscale_pw_", DOTTED, [32, 64]), // G T
  v("supabase-token", "sbp_", LOWER_NUM, 40), // T
  v("netlify-token", "nfp_", WORD, 36), // T
  v("deno-token", "ddp_", ALNUM, 36), // T
  v("deno-token", "ddw_", ALNUM, 36), // T
  v("salad-key", "salad_cloud_", ALNUM, [1, 7], "_", ALNUM, [7, 235]), // T
  v("terraform-token", ALNUM, 14, ".atlasv1.", B64URL_PAD, [60, 70]), // G T
  v("pulumi-token", "pul-", HEX, 40), // G T
  v("vault-token", "hvs.", B64URL, [90, 120]), // G T
  v("vault-token", "hvb.", DOTTED, [50, 300]), // G T
  v("doppler-token", "dp.pt.", ALNUM, [40, 44]), // G T
  v("doppler-token", "dp.ct.", ALNUM, [40, 44]), // T
  v("doppler-token", "dp.st.", ALNUM, [40, 44]), // T
  v("doppler-token", "dp.st.", B64URL, [2, 35], ".", ALNUM, [40, 44]), // T
  v("doppler-token", "dp.sa.", ALNUM, [40, 44]), // T
  v("doppler-token", "dp.scim.", ALNUM, [40, 44]), // T
  v("doppler-token", "dp.audit.", ALNUM, [40, 44]), // T
  v("onepassword-token", "ops_eyJ", B64, [250, 4096]), // G
  v("onepassword-secret-key", "A3-", UPPER_NUM, 6, "-", UPPER_NUM, 11, "-", UPPER_NUM, 5, "-", UPPER_NUM, 5, "-", UPPER_NUM, 5), // G
  v("onepassword-secret-key", "A3-", UPPER_NUM, 6, "-", UPPER_NUM, 6, "-", UPPER_NUM, 5, "-", UPPER_NUM, 5, "-", UPPER_NUM, 5, "-", UPPER_NUM, 5), // G
  v("harness-token", "pat.", B64URL, 22, ".", ALNUM, 24, ".", ALNUM, 20), // G T
  v("harness-token", "sat.", B64URL, 22, ".", ALNUM, 24, ".", ALNUM, 20), // G

  // Observability and incident tools
  v("grafana-token", "glc_", B64, [32, 400]), // G T
  v("grafana-token", "glsa_", ALNUM, 32, "_", HEX_ANY, 8), // G T
  v("grafana-key", "eyJrIjoi", ALNUM, [70, 400]), // G
  v("sentry-token", "sntryu_", HEX, 64), // G T
  v("sentry-token", "sntrys_eyJ", B64, [60, 400], "_", B64, 43), // G T
  v("dynatrace-token", "dt0c01.", ALNUM, 24, ".", ALNUM, 64), // G
  v("newrelic-key", "NRAK-", UPPER_NUM, 27), // G T
  v("newrelic-key", "NRII-", B64URL, [25, 32]), // G T
  v("newrelic-key", "NRIQ-", B64URL, [25, 32]), // T
  v("rootly-key", "rootly_", HEX, 64), // T
  v("posthog-key", "phx_", WORD, [43, 48]), // T
  v("nightfall-key", "NF-", ALNUM, 32), // T
  v("ubidots-token", "BBFF-", ALNUM, 30), // T
  v("fullstory-key", "na1.", B64, 100), // T
  v("teams-webhook", "IncomingWebhook/", ALNUM, 32, "/", ...UUID), // G T
  v("discord-webhook", "webhooks/", DIGITS, [17, 20], "/", B64URL, 68), // T
  v("zapier-webhook", "catch/", DIGITS, [4, 12], "/", ALNUM, [6, 16], { before: "hooks.zapier.com/hooks/" }), // T

  // Messaging, mail and collaboration
  v("slack-token", "xoxb-", B64URL, [20, 255]), // G T D
  v("slack-token", "xoxp-", B64URL, [20, 255]), // G T D
  v("slack-token", "xoxa-", B64URL, [20, 255]), // G T D
  v("slack-token", "xoxr-", B64URL, [20, 255]), // G T D
  v("slack-token", "xoxe-", B64URL, [20, 255]), // G
  v("slack-token", "xoxe.xoxp-", B64URL, [20, 255]), // G
  v("slack-token", "xoxe.xoxb-", B64URL, [20, 255]), // G
  v("slack-token", "xoxo-", B64URL, [20, 255]), // G D
  v("slack-token", "xoxs-", B64URL, [20, 255]), // G D
  v("slack-token", "xapp-", B64URL, [20, 255]), // G
  v("telegram-bot-token", "AA", B64URL, 33, { before: ":", behind: [DIGITS, [8, 10]] }), // G T D: the bot's id, `:`, then AA…
  v("discord-bot-token", "M", B64URL, [23, 25], ".", B64URL, 6, ".", B64URL, [27, 38]), // D
  v("discord-bot-token", "N", B64URL, [23, 25], ".", B64URL, 6, ".", B64URL, [27, 38]), // D
  v("discord-bot-token", "O", B64URL, [23, 25], ".", B64URL, 6, ".", B64URL, [27, 38]), // D
  v("twilio-key", "SK", HEX_ANY, 32), // G T D
  v("sendgrid-key", "SG.", B64URL, 22, ".", B64URL, 43), // G T D
  v("sendinblue-key", "xkeysib-", HEX, 64, "-", ALNUM, 16), // G T
  v("mailgun-key", "key-", HEX, 32), // G T
  v("mailchimp-key", HEX, 32, "-us", DIGITS, [1, 2]), // G D
  v("linear-key", "lin_api_", ALNUM, 40), // G T
  v("notion-token", "ntn_", ALNUM, 46), // G
  v("notion-token", "secret_", ALNUM, 43), // T
  v("figma-token", "figp_", B64URL_PAD, [40, 54]), // T
  v("frameio-token", "fio-u-", B64URL_PAD, 64), // G T
  v("contentful-token", "CFPAT-", B64URL, 43), // T
  v("typeform-token", "tfp_", WORD, [40, 59]), // G T
  v("teamwork-token", "tkn.v1_", ALNUM, 71, "="), // T
  v("hubspot-token", "pat-na1-", ...UUID), // T
  v("hubspot-token", "pat-eu1-", ...UUID), // T
  v("airtable-token", "pat", ALNUM, 14, ".", HEX, 64), // G
  v("adobe-secret", "p8e-", ALNUM, 32), // G
  v("intra-secret", "s-s4t2ud-", HEX, 64), // G
  v("intra-secret", "s-s4t2af-", HEX, 64), // G
  v("voiceflow-key", "VF.DM.", HEX_ANY, 24, ".", ALNUM, 16), // T
  v("voiceflow-key", "VF.WS.", HEX_ANY, 24, ".", ALNUM, 16), // T
  v("voiceflow-key", "VF.", HEX_ANY, 24, ".", ALNUM, 16), // T
  v("zoho-token", "1000.", HEX, 32, ".", HEX, 32), // T
  v("portainer-token", "ptr_", B64_ANY, [20, 60]), // T
  v("bannerbear-key", "bb_pr_", HEX, 30), // T
  v("bannerbear-key", "bb_ma_", HEX, 30), // T
  v("adafruit-key", "aio_", ALNUM, 28), // T
  v("apify-token", "apify_api_", ALNUM, 36), // T
  v("besttime-key", "pri_", HEX, 32), // T
  v("clickup-token", "pk_", DIGITS, [7, 9], "_", UPPER_NUM, 32), // T
  v("maxmind-key", ALNUM, 6, "_", ALNUM, 29, "_mmk"), // G
  v("ngrok-token", "2", ALNUM, 26, "_", DIGITS, 1, ALNUM, 20), // T
  v("twitter-bearer-token", "AAAAAAAAAAAAAAAAAAAAA", PERCENT, [80, 120]), // G
  v("dropbox-token", "sl.u.", B64URL_PAD, [100, 2048]), // T
  v("dropbox-token", "sl.", B64URL_PAD, [130, 2048]), // G T
  v("dropbox-token", ALNUM, 11, "AAAAAAAAAA", B64URL_PAD, 43), // G (long-lived)
  v("facebook-token", "EAAM", ALNUM, [100, 2048]), // G
  v("facebook-token", "EAAC", ALNUM, [100, 2048]), // G
  v("yandex-key", "AQVN", B64URL, [35, 38]), // G
  v("mapbox-token", "sk.eyJ", DOTTED, [80, 240]), // T (secret tokens; pk. ones are public)
  v("age-secret-key", "AGE-SECRET-KEY-1", BECH32_UP, 58), // G

  // Payments and commerce
  v("stripe-key", "sk_live_", ALNUM, [10, 247]), // G T
  v("stripe-key", "sk_test_", ALNUM, [10, 247]), // G
  v("stripe-key", "sk_prod_", ALNUM, [10, 247]), // G
  v("stripe-key", "rk_live_", ALNUM, [10, 247]), // G T
  v("stripe-key", "rk_test_", ALNUM, [10, 247]), // G
  v("stripe-key", "rk_prod_", ALNUM, [10, 247]), // G
  v("stripe-key", "whsec_", B64, [24, 255]), // aye's patterns
  v("stripe-client-secret", "pi_", ALNUM, 24, "_secret_", ALNUM, 25), // T
  v("shopify-token", "shpat_", HEX_ANY, 32), // G T
  v("shopify-token", "shpca_", HEX_ANY, 32), // G
  v("shopify-token", "shppa_", HEX_ANY, 32), // G T
  v("shopify-token", "shpss_", HEX_ANY, 32), // G T
  v("square-token", "sq0atp-", B64URL, [22, 60]), // G
  v("square-token", "sq0csp-", B64URL, 43), // D T
  v("square-token", "EAAA", B64URL, [22, 60]), // G
  v("flutterwave-key", "FLWSECK_TEST-", HEX_ANY, 32, "-X"), // G
  v("flutterwave-key", "FLWSECK-", HEX_ANY, 32, "-X"), // T
  v("flutterwave-key", "FLWSECK_TEST-", HEX_ANY, 12), // G (encryption key)
  v("duffel-token", "duffel_test_", B64URL_PAD, 43), // G T
  v("duffel-token", "duffel_live_", B64URL_PAD, 43), // G T
  v("easypost-key", "EZAK", ALNUM, 54), // G
  v("easypost-key", "EZTK", ALNUM, 54), // G
  v("shippo-token", "shippo_live_", HEX_ANY, 40), // G T
  v("shippo-token", "shippo_test_", HEX_ANY, 40), // G T
  v("postman-key", "PMAK-", HEX_ANY, 24, "-", HEX_ANY, 34), // G T
  v("ramp-key", "ramp_id_", ALNUM, 40), // T
  v("ramp-key", "ramp_sec_", ALNUM, 48), // T
  v("pagarme-key", "ak_live_", ALNUM, 30), // T
  v("fleetbase-key", "flb_live_", ALNUM, 20), // T
  v("flexport-token", "shltm_", B64URL, 40), // T
  v("robinhood-key", "rh-api-", ...UUID), // T
  v("tickettailor-key", "sk_", DIGITS, 4, "_", DIGITS, 6, "_", HEX, 32), // T
  v("settlemint-token", "sm_aat_", ALNUM, 16), // G
  v("settlemint-token", "sm_pat_", ALNUM, 16), // G
  v("settlemint-token", "sm_sat_", ALNUM, 16), // G
  v("salesforce-token", "5AEP861", DOTTED, [80, 251]), // T
  v("salesforce-token", "00D", ALNUM, [12, 15], "!", DOTTED, 96), // T
  v("openshift-token", "sha256~", B64URL, 43), // G
  v("octopus-key", "API-", UPPER_NUM, [26, 34]), // G T
];

// ---------------------------------------------------------------------------------------------
// The finder.

/**
 * Characters a token's run is made of. A `/` inside one may start a token (`…/IncomingWebhook/…`);
 * a `:` ends a run, so that what follows it (`https://x:ghs_…@`, `123456789:AA…`) starts one, and an
 * ISO time (`2026-11-23T08:00:01Z`) is no run long enough to look at.
 */
export const RUN = alphabet("run", `${UPPER}${LOWER}${DIGIT}_-.~+/!`);
export const SLASH = 47;
export const PLUS = 43;
export const EQUALS = 61;
