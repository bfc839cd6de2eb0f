import { describe, expect, it } from "vitest";
import { normalizePhone, PHONE_MESSAGES, phoneNumberSchema, toStoredPhone } from "./phone.js";

const parse = (value: string) => {
  const result = phoneNumberSchema.safeParse(value);
  return result.success ? result.data : result.error.issues.map((i) => i.message);
};

describe("the phone rule (spec §5, written once)", () => {
  it("keeps only + and digits, whatever else is typed", () => {
    for (let code = 0; code < 0x3000; code++) {
      const kept = normalizePhone(`3${String.fromCharCode(code)}1`);
      if (!/^[+0-9]*$/.test(kept)) throw new Error(`normalizePhone kept U+${code.toString(16).padStart(4, "0")}: ${JSON.stringify(kept)}`);
    }
    expect(normalizePhone("+57 (300) 123-4567")).toBe("+573001234567");
    expect(normalizePhone("1".repeat(30))).toBe("1".repeat(20));
  });

  it("stores Colombian numbers written without their code as E.164 (+57)", () => {
    expect(toStoredPhone("300 123 4567")).toBe("+573001234567");
    expect(toStoredPhone("(601) 555-1234")).toBe("+576015551234");
    expect(toStoredPhone("+57 315 000 1122")).toBe("+573150001122");
    expect(toStoredPhone("+1 (212) 555-0100")).toBe("+12125550100");
    expect(toStoredPhone("5551234")).toBe("5551234");
  });

  it("refuses what does not look like a phone before normalising it", () => {
    expect(parse("2026-13-45T25:61:00Z")).toEqual([PHONE_MESSAGES.notAPhone]);
    expect(parse("tel: 300 123 4567")).toEqual([PHONE_MESSAGES.notAPhone]);
    expect(parse("300+1234567")).toEqual([PHONE_MESSAGES.notAPhone]);
    expect(parse("12-34")).toEqual([PHONE_MESSAGES.tooShort]);
    expect(parse("")).toEqual([PHONE_MESSAGES.tooShort]);
    expect(parse(" +57 (300) 123.45.67 ")).toBe("+573001234567");
  });
});
