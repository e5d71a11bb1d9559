/**
 * Finders of secrets by the kind of place they stand in, whatever the tool: a word fed to a program that asks for a
 * password, a value one level below a secret's name, codes shown to a person, credentials a tool lists by host, rows
 * of a table named for credentials, tokens of a known layout. Each is in a file of its own; this runs them in turn.
 */
import type { Span } from "./redact.ts";
import { findFedSecrets } from "./fed-secrets.ts";
import { findNestedSecrets } from "./nested-secrets.ts";
import { findShownCodes } from "./shown-codes.ts";
import { findHostCredentials } from "./host-credentials.ts";
import { findCredentialRows } from "./credential-rows.ts";
import { findCallTokens } from "./call-tokens.ts";
import { findHistoryWords } from "./history-words.ts";
import { findNameVariants } from "./name-variants.ts";
import { findLoginOptions } from "./login-options.ts";
import { findStoreListings } from "./store-listings.ts";
import { findHexDumps } from "./hex-dumps.ts";
import type { SecretsOf } from "./decoded.ts";

/** `secretsOf` judges a text that one of them decodes (a hex dump's characters) by names and known shapes. */
export function findByKind(view: string, spans: Span[], lower: string, secretsOf: SecretsOf): void {
  findFedSecrets(view, spans, lower);
  findNestedSecrets(view, spans);
  findShownCodes(view, spans, lower);
  findHostCredentials(view, spans);
  findCredentialRows(view, spans, lower);
  findCallTokens(view, spans);
  findHistoryWords(view, spans);
  findNameVariants(view, spans, lower);
  findLoginOptions(view, spans);
  findStoreListings(view, spans);
  findHexDumps(view, spans, secretsOf);
}
