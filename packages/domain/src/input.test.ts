import { describe, expect, it } from "vitest";
import { calendarDaySchema, dateTimeSchema, hasUnstorableCharacter, int32Schema, webUrlSchema } from "./index.js";

describe("input every column can hold", () => {
  it("refuses NUL and lone surrogates, keeps accents, emoji and ñ", () => {
    expect(["a\u0000b", "\ud800", "x\udc00", "\udfff\ud800"].map(hasUnstorableCharacter)).toEqual([true, true, true, true]);
    expect(["Bogotá", "Peña 😀", "", "línea\nnueva"].map(hasUnstorableCharacter)).toEqual([false, false, false, false]);
  });

  it("holds integers up to 2^31 − 1", () => {
    expect(int32Schema.safeParse(2_147_483_647).success).toBe(true);
    expect(int32Schema.safeParse(2_147_483_648).success).toBe(false);
    expect(int32Schema.safeParse(-2_147_483_649).success).toBe(false);
  });

  it("takes only days that exist, from 1900 to 2999", () => {
    const taken = ["2024-02-29", "2026-12-31", "1900-01-01", "2999-12-31"];
    expect(taken.map((d) => calendarDaySchema.safeParse(d).success)).toEqual([true, true, true, true]);
    expect(
      ["2026-02-30", "2025-02-29", "0000-00-00", "0000-01-01", "2026-13-01", "3000-01-01", "9999-12-31"].map(
        (d) => calendarDaySchema.safeParse(d).success,
      ),
    ).toEqual([false, false, false, false, false, false, false]);
    expect(calendarDaySchema.safeParse("9999-12-31").error?.issues.map((i) => i.message)).toEqual(["Use una fecha hasta el año 2999"]);
  });

  it("takes only date-times that exist, with an offset, from 1900 to 2999", () => {
    expect(dateTimeSchema.safeParse("2026-11-23T10:00:00-05:00").success).toBe(true);
    const refused = [
      "2026-02-30T10:00:00Z",
      "0000-01-01T00:00:00Z",
      "2026-01-01T25:61:00Z",
      "2026-01-01T10:00:00",
      "9999-12-31T23:00:00-05:00",
    ];
    expect(refused.map((d) => dateTimeSchema.safeParse(d).success)).toEqual([false, false, false, false, false]);
  });
});

describe("web addresses", () => {
  it("take https anywhere and http only on this machine", () => {
    const taken = ["https://www.youtube.com/embed/abc", "http://localhost:3000/ayuda", "http://127.0.0.1/video.mp4"];
    expect(taken.map((u) => webUrlSchema.safeParse(u).success)).toEqual([true, true, true]);
    const refused = [
      "data:text/html,<script>alert(1)</script>",
      "javascript:alert(1)",
      "http://videos.example.com/a",
      "file:///etc/passwd",
      "ftp://x.co/a",
    ];
    expect(refused.map((u) => webUrlSchema.safeParse(u).success)).toEqual([false, false, false, false, false]);
  });
});
