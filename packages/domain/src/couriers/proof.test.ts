import { describe, expect, it } from "vitest";
import { courierCompletion, courierFinishSchema, DEFAULT_PROOF_RULES, missingProofs, proofsToAsk } from "./proof.js";

describe("proof of delivery rules", () => {
  it("asks for a photo (required) and a signature (optional) by default", () => {
    expect(proofsToAsk(DEFAULT_PROOF_RULES)).toEqual(["photo", "signature"]);
    expect(missingProofs(DEFAULT_PROOF_RULES, {})).toEqual(["Falta: foto de entrega"]);
    expect(missingProofs(DEFAULT_PROOF_RULES, { photo: true })).toEqual([]);
  });

  it("leaves out a proof that is off and names every required one missing", () => {
    expect(proofsToAsk({ photo: "off", signature: "required" })).toEqual(["signature"]);
    expect(missingProofs({ photo: "required", signature: "required" }, {})).toEqual([
      "Falta: foto de entrega",
      "Falta: firma de quien recibe",
    ]);
    expect(missingProofs({ photo: "off", signature: "optional" }, {})).toEqual([]);
  });
});

describe("the courier's completion data", () => {
  it("stores the geotag with its distance in metres from the last stop", () => {
    const completion = courierCompletion(
      { photo_url: "/uploads/chats/foto.jpg", latitude: 4.6486, longitude: -74.0628 },
      { latitude: 4.6497, longitude: -74.0628 },
    );
    expect(completion).toEqual({ photo_url: "/uploads/chats/foto.jpg", latitude: 4.6486, longitude: -74.0628, distance_m: 122 });
  });

  it("stores no distance without a geotag, and refuses a latitude without a longitude", () => {
    expect(courierCompletion({ notes: "Portería" }, { latitude: 4.6, longitude: -74 })).toEqual({ notes: "Portería" });
    expect(courierFinishSchema.safeParse({ latitude: 4.6 }).error?.issues[0].message).toBe("Envíe latitud y longitud juntas");
  });

  it("takes only addresses of stored files for the proofs", () => {
    expect(
      courierFinishSchema.safeParse({ photo_url: "/uploads/chats/a.jpg", signature_url: "https://s3.example.com/b.png" }).success,
    ).toBe(true);
    for (const bad of ["javascript:alert(1)", "data:text/html,hola", "/api/users/", ""]) {
      expect(courierFinishSchema.safeParse({ photo_url: bad }).error?.issues[0].message).toBe("Dirección de archivo inválida");
    }
  });
});
