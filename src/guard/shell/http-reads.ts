/**
 * HTTPie and xh send a GET when given no data: `http GET https://api.example.com/health`, `xh :8080/status
 * Accept:application/json page==2`. Headers and query parameters written on the line carry nothing of here; a data
 * item (`name=value`, `name:=json`, `@file`, `field=@file`) is a body, and a file it names goes out with it.
 */
import type { Effect } from "./effects.ts";

/** Their options that change only how the answer is shown or when it is given up on. */
const SHOWS = /^(?:-[vhbqI]+|--(?:verbose|headers|body|quiet|ignore-stdin|check-status|follow|all|pretty=\w+|style=[\w-]+|print=[HBhbm]+|timeout=[\d.]+|max-redirects=\d+|verify=(?:yes|true)|http2|offline|meta|unsorted|sorted|format-options=[\w.:,-]+|response-charset=[\w-]+|response-mime=[\w/+.-]+))$/;

/** A method that reads, as these clients take it before the URL. */
const READ_METHOD = /^(?:GET|HEAD|OPTIONS)$/;

/** A header (`Accept:application/json`) or a query parameter (`page==2`), as an item after the URL. */
const ITEM = /^(?:[\w-]+:(?![=@])[^=@]*|[\w.[\]-]+==[^@]*)$/;

/** `http [METHOD] URL [items]` with options that only show: a GET (or HEAD) whose items are headers and query parameters. */
function get(args: string[]): Effect[] | undefined {
  if (args.includes("--")) return undefined;
  const options = args.filter((a) => a.startsWith("-"));
  const words = args.filter((a) => !a.startsWith("-"));
  if (!options.every((o) => SHOWS.test(o))) return undefined;
  const rest = READ_METHOD.test(words[0] ?? "") ? words.slice(1) : words;
  if (!rest.length || /^[A-Z]+$/.test(rest[0]!)) return undefined;
  return rest.slice(1).every((i) => ITEM.test(i)) ? ["reads"] : undefined;
}

/** Specials for the effect table (effect-specials.ts), by program. */
export const HTTP_READS: Record<string, (args: string[]) => Effect[] | undefined> = { http: get, https: get, xh: get, xhs: get, httpie: (args) => (args[0] === "http" || args[0] === "https" ? get(args.slice(1)) : undefined) };

/**
 * The machine's credential services, which answer a plain GET with its secrets: the clouds' instance metadata
 * (link-local 169.254.0.0/16 and fe80::/10, AWS's fd00:ec2::254, ECS's 169.254.170.2, metadata.google.internal,
 * metadata.azure.com, Alibaba's 100.100.100.200, 169.254.169.254 spelt as one number), Docker's socket and API, and
 * Consul's, Vault's and etcd's key-value APIs.
 */
const CREDENTIAL_SERVICE = [
  /(?<![\w.])169\.254\.\d|(?<![\w.])169\.\d{5,}(?!\d)|(?<![\w.])0xa9\.0xfe\.|(?<![\w.])100\.100\.100\.200(?!\d)|(?<![\w.:])(?:2852039166|0xa9fea9fe|0251\.0376\.0251\.0376)(?!\w)|::ffff:(?:169\.254\.|a9fe:)/i,
  /(?<![\w:])fe[89ab][0-9a-f]?:[0-9a-f]*:|(?<![\w:])fd00:ec2::254\b/i,
  /(?:\/\/|@)(?:metadata|instance-data)\.?(?=$|[:/?#])|^(?:metadata|instance-data)(?=\/|:\d)|(?<![\w-])(?:metadata\.(?:google\.internal|goog|azure\.com|tencentyun\.com|packet\.net|platformequinix\.com)|instance-data\.ec2\.internal)\b/i,
  /(?:^|[\w.\]-]|\/\/):(?:2375|2376)(?=$|\/)|^(?:--unix-socket=|unix:|unix-connect:|http\+unix:).*docker\.sock/i,
  /(?:^|[\w.\]-]|\/\/):(?:8500|8200|2379)(?=$|\/)|\/v1\/(?:kv|secret|sys|auth)\/|\/v2\/keys\b|\/v3\/kv\//i,
];

/** The word of `args` that names one of the machine's credential services, whatever the client asking. */
export const credentialService = (args: string[]) =>
  // (Docker's socket as the socket a client connects to, `curl --unix-socket …`, `nc -U …`; not `ls -l` of it.)
  args.find((a, i) => CREDENTIAL_SERVICE.some((p) => p.test(a)) || (/docker\.sock\b/.test(a) && /^(?:--unix-socket|--abstract-unix-socket|-U)$/.test(args[i - 1] ?? "")));
