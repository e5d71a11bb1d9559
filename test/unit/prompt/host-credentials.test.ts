import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real account's logins.
describe("logins a tool lists by host", () => {
  test.each([
    ["bundle config, the host as a variable", '$ bundle config\nBUNDLE_GEMS__CONTRIBSYS__COM\nSet for your local app (/app/.bundle/config): "acme:qWz7TfLpR2xNvB9sKdHm"', "qWz7TfLpR2xNvB9sKdHm"],
    ["bundle config, the host by name", '$ bundle config\ngems.contribsys.com\nSet for the current user (/home/dev/.bundle/config): "6ea72f97:OlyIDFyVTFNgRVzoxKGd"', "OlyIDFyVTFNgRVzoxKGd"],
    ["a setting that gives a host its login", "$ bundle config set --global gems.example.com deploy:Quartz!77harbor", "Quartz!77harbor"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    ["bundle config's other settings", '$ bundle config\npath\nSet for your local app (/app/.bundle/config): "vendor/bundle"\njobs\nSet for your local app (/app/.bundle/config): "4"'],
    ["go.sum's hashes under a module's host", "golang.org/x/net v0.30.0 h1:NtAa+dm5ymiFvMekb+gJXycqLqx9kQkUMw4fk7cmch4=\ngolang.org/x/net v0.30.0/go.mod h1:W5NfYNMcw0qDCeLezQeR1"],
    ["an image's tag and a host's port", "$ docker pull registry.example.com:5000/api:1.4.2\n1.4.2: Pulling from api\nnode:20-alpine"],
    ["a pair with a random half far from any host", 'cache key "cart:Xk2mP9vLq8Rt4wYz7B"'],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});
