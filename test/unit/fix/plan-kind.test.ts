/** What a suggestion does to the line (src/fix/plan-kind.ts), the kind the precision gates judge a rare rule by. */
import { expect, test } from "bun:test";
import { failureFrom } from "../../../src/fix/engine.ts";
import { type PlanKind, planKind } from "../../../src/fix/plan-kind.ts";
import { CWD } from "../../fakes/world.ts";

test.each<[string, string, PlanKind]>([
  ["git chekout main", "git checkout main", "word"],
  ["git log --sort=dat", "git log --sort=date", "word"],
  ["git pull base master", "git pull --allow-unrelated-histories base master", "option-added"],
  ["git pull base master", "git pull base master --allow-unrelated-histories", "option-appended"],
  ["systemctl stop x", "sudo systemctl stop x", "word-added"],
  ["docker compose --bulid", "docker compose", "word-dropped"],
  ["git log old.yml", "git log -- old.yml", "word-added"],
  ["kubectl pods get", "kubectl get pods", "reordered"],
  ["find . -name=*.py", "find . -name '*.py'", "reshaped"],
  ["git push", "git pull --rebase && git push", "then-again"],
  ["git checkout main", "git stash && git checkout main && git stash pop", "plan"],
])("%s -> %s is %s", (line, fixed, kind) => {
  expect(planKind({ commands: fixed.split(" && "), source: "rule", why: "" }, failureFrom(line, "", 1, CWD))).toBe(kind);
});
