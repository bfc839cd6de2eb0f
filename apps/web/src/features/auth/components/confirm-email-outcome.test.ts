import { describe, expect, it } from "vitest";
import { ApiError } from "@despacho/client";
import { confirmFailureMessage } from "./confirm-email-outcome";

describe("confirmFailureMessage", () => {
  it("says the server's reason for a refused link", () => {
    const refused = new ApiError({
      kind: "bad-request",
      status: 400,
      code: "VALIDATION",
      message: "Datos inválidos",
      fields: [
        {
          field: "token",
          message: "El enlace para confirmar el correo no es válido, ya se usó o venció. Pida de nuevo el cambio de correo.",
        },
      ],
    });
    expect(confirmFailureMessage(refused)).toBe(
      "El enlace para confirmar el correo no es válido, ya se usó o venció. Pida de nuevo el cambio de correo.",
    );
  });

  it("says to wait when rate limited, to check the connection when offline, and the generic text otherwise", () => {
    const of = (kind: "rate-limited" | "network" | "server", status: number) => new ApiError({ kind, status, code: "X", message: "x" });
    expect(confirmFailureMessage(of("rate-limited", 429))).toBe("Demasiadas solicitudes, intente de nuevo en unos segundos");
    expect(confirmFailureMessage(of("network", 0))).toBe("Por favor revise su conexión de internet");
    expect(confirmFailureMessage(of("server", 500))).toBe("Ha ocurrido un error en el sistema, por favor intente más tarde");
    expect(confirmFailureMessage(new Error("boom"))).toBe("Ha ocurrido un error en el sistema, por favor intente más tarde");
  });
});
