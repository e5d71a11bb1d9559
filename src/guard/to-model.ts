/**
 * The guard between aye and a model: every request, from every command, has
 * its secrets redacted here before a provider sees it (unless `redact: false`).
 * Commands never talk to a provider except through a guarded registry.
 */
import { redact } from "../prompt/redact.ts";
import type { Registry } from "../providers/registry.ts";
import type { ChatRequest, Provider } from "../providers/types.ts";

/** The request as it may leave the machine. */
export function toModel(request: ChatRequest, redactOn: boolean): ChatRequest {
  if (!redactOn) return request;
  return { ...request, prompt: redact(request.prompt), ...(request.system ? { system: redact(request.system) } : {}) };
}

/** `provider` with every request passing `toModel`; everything else (its exit code too) read through to it. */
function guard(provider: Provider, redactOn: boolean): Provider {
  const guarded = Object.create(provider) as Provider;
  guarded.stream = (request, signal) => provider.stream(toModel(request, redactOn), signal);
  return guarded;
}

/** A registry whose providers are all guarded. */
export function guardRegistry(registry: Registry, redactOn: boolean): Registry {
  return {
    names: registry.names,
    get: (name) => guard(registry.get(name), redactOn),
    choose: async (requested) => guard(await registry.choose(requested), redactOn),
  };
}
