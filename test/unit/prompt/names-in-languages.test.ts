import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real credential.
describe("a password named in the language of the people who set it", () => {
  test.each([
    ["BANCO_SENHA=Geheimjaanu", "Geheimjaanu"],
    ["db_passwort: sommerwind", "sommerwind"],
    ["MOT_DE_PASSE=soleil", "soleil"],
    ["DB_HASLO=kwiatek", "kwiatek"],
    ['{"contrasena": "girasol"}', "girasol"],
    ["mail.wachtwoord = tulpenveld", "tulpenveld"],
    ["SALASANA=kesakuu", "kesakuu"],
  ])("%s", (text, secret) => {
    const out = redact(text);
    expect(out).not.toContain(secret);
    expect(out).toContain(text.slice(0, 4));
  });

  // Its neighbours: a word that holds a stem but names no password, and settings about a password.
  test.each(["enclave: sgx", "PAROLA_CHIAVE=test", "HASLO_MIN_LENGTH=12", "clavecin: yes"])("%s stays", (text) => {
    expect(redact(text)).toBe(text);
  });
});
