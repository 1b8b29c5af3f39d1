import { describe, expect, it } from "vitest";
import { nameTooSoon } from "./text-writer";

describe("nameTooSoon", () => {
  it("finds the name said again within a glance of the last mention", () => {
    expect(nameTooSoon("Kostenlos testen: Shiftly!", "Shiftly kann eine Sache richtig gut: der Wochenplan steht in 10 Minuten.", "Shiftly")).toBe(true);
    expect(nameTooSoon("Essayer gratuitement : Shiftly n’attend que vous.", "Planning du personnel. Shiftly. ", "Shiftly")).toBe(true);
  });

  it("finds the name twice in one sentence", () => {
    expect(nameTooSoon("Shiftly: the rota in 10 minutes, that's Shiftly.", "", "Shiftly")).toBe(true);
    const long = `Shiftly, ${"with reminders and rotas and ".repeat(6)}that is Shiftly.`;
    expect(long.length).toBeGreaterThan(150);
    expect(nameTooSoon(long, "", "Shiftly")).toBe(true);
  });

  it("lets the name come back after a screenful, or in a sentence without it", () => {
    expect(nameTooSoon("Sign up free!", "Shiftly builds the rota.", "Shiftly")).toBe(false);
    expect(nameTooSoon("Sign up free — Shiftly is waiting!", `Shiftly builds the rota. ${"It sends reminders by SMS. ".repeat(6)}`, "Shiftly")).toBe(false);
    expect(nameTooSoon("Shiftly builds the rota.", "", "Shiftly")).toBe(false);
  });
});
