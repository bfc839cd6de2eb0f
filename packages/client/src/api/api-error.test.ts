import { describe, expect, it } from "vitest";
import { errorFromResponse } from "./api-error.js";

const answer = (status: number, body?: object, headers?: Record<string, string>) =>
  new Response(body ? JSON.stringify(body) : null, { status, headers });

describe("errors of the API as the user reads them", () => {
  it("shows the server's Spanish detail with the fields it names", async () => {
    const error = await errorFromResponse(
      answer(400, { code: "VALIDATION", detail: "Datos inválidos", errors: [{ field: "phone", message: "Teléfono no válido" }] }),
    );
    expect(error).toMatchObject({ kind: "bad-request", status: 400, code: "VALIDATION", message: "Datos inválidos" });
    expect(error.fields).toEqual([{ field: "phone", message: "Teléfono no válido" }]);
  });

  it("falls back to the catalogue's message when a 500 has no body", async () => {
    const error = await errorFromResponse(answer(500));
    expect(error).toMatchObject({
      kind: "server",
      code: "SERVER_ERROR",
      message: "Ha ocurrido un error en el sistema, por favor intente más tarde",
    });
  });

  it("reads how long to wait from a 429's Retry-After", async () => {
    const error = await errorFromResponse(answer(429, { code: "RATE_LIMITED", detail: "Demasiados intentos" }, { "Retry-After": "30" }));
    expect(error).toMatchObject({ kind: "rate-limited", message: "Demasiados intentos", retryAfterSeconds: 30 });
  });
});
