/**
 * A program that writes a file it is told to makes a new one, or replaces one that is there: only the second loses
 * anything. Where aye can see the file (or the folder a loop writes into) is not there yet, it is a write in the folder.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { judge, unattendedRefusal } from "../../../src/guard/to-shell.ts";

const cwd = mkdtempSync(join(tmpdir(), "aye-new-outputs-"));
writeFileSync(join(cwd, "logo.png"), "png\n");
mkdirSync(join(cwd, "photos"));
writeFileSync(join(cwd, "photos", "a.jpg"), "jpg\n");
mkdirSync(join(cwd, "thumbs"));
writeFileSync(join(cwd, "thumbs", "a.jpg"), "kept\n");
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const refusal = async (plan: string) => unattendedRefusal(await judge(plan, cwd));

describe("ImageMagick writes its last operand", () => {
  test.each([
    "convert logo.png -resize 50% logo-small.png",
    "magick logo.png -resize 50% small/logo.png",
    "mkdir -p out\nfor f in photos/*.jpg; do\n  convert \"$f\" -resize 1600x1600\\> \"out/$(basename \"$f\")\"\ndone\nls out | wc -l",
  ])("runs: %s", async (plan) => {
    expect(await refusal(plan)).toBeUndefined();
  });
  test.each([
    // Over a file that is there, into a folder that holds files already, a name made when the line runs, a pattern.
    ["convert logo.png -resize 50% logo.png", "overwrites"],
    ["for f in photos/*.jpg; do convert \"$f\" -resize 50% \"$f\"; done", "overwrites"],
    ["for f in photos/*.jpg; do convert \"$f\" -resize 50% \"thumbs/$(basename \"$f\")\"; done", "overwrites"],
    ["convert logo.png \"$OUT\"", "overwrites"],
    ["convert logo.png out/*.png", "overwrites"],
    // Outside the folder, more than its last operand, a format or a pipe it reads the name as.
    ["convert logo.png ~/Desktop/logo.png", "outside"],
    ["convert logo.png -write logo.png small.png", "overwrites"],
    ["convert logo.png '|sh -c id'", "overwrites"],
    ["magick mogrify -resize 50% photos/*.jpg", "overwrites"],
  ])("asks: %s", async (plan, why) => {
    expect(await refusal(plan)).toContain(why);
  });
});
