import { describe, expect, it } from "vitest";
import {
  courierProofSchema,
  courierStepRecord,
  DEFAULT_PROOF_RULES,
  PROOF_MESSAGES,
  type ProofRules,
  pinAsked,
  proofGiven,
  proofRulesSchema,
  stepProof,
} from "./proof.js";

const STRICT: ProofRules = {
  pickup: { photo: "optional", signature: "off", pin: "off" },
  drop_off: { photo: "required", signature: "required", pin: "required" },
};

describe("the proof a step asks for", () => {
  it("by default asks nothing at the pickup and offers photo and signature at the drop-off, requiring none", () => {
    expect(stepProof(DEFAULT_PROOF_RULES, "pickup", {})).toEqual({ asked: [], missing: [] });
    expect(stepProof(DEFAULT_PROOF_RULES, "drop_off", {})).toEqual({ asked: ["photo", "signature"], missing: [] });
    expect(pinAsked(DEFAULT_PROOF_RULES)).toBe(false);
  });

  it("names every required proof not given, and none once all came", () => {
    expect(stepProof(STRICT, "drop_off", {})).toEqual({ asked: ["photo", "signature", "pin"], missing: ["photo", "signature", "pin"] });
    expect(stepProof(STRICT, "drop_off", { photo: true, pin: true })).toEqual({
      asked: ["photo", "signature", "pin"],
      missing: ["signature"],
    });
    expect(stepProof(STRICT, "drop_off", { photo: true, signature: true, pin: true }).missing).toEqual([]);
    expect(stepProof(STRICT, "pickup", {})).toEqual({ asked: ["photo"], missing: [] });
    expect(pinAsked(STRICT)).toBe(true);
  });

  it("reads which proofs a body carries", () => {
    expect(proofGiven({ photo_url: "/uploads/chats/a.jpg", pin: "0420" })).toEqual({ photo: true, signature: false, pin: true });
    expect(proofGiven(null)).toEqual({ photo: false, signature: false, pin: false });
  });

  it("says what is missing, how a proof is asked and how many PIN tries are left, in Spanish", () => {
    expect(PROOF_MESSAGES.missing("photo", "drop_off")).toBe("Falta la foto para entregar");
    expect(PROOF_MESSAGES.missing("pin", "pickup")).toBe("Falta el PIN del cliente para recoger");
    expect(PROOF_MESSAGES.asked("signature", "required")).toBe("Firma (obligatoria)");
    expect(PROOF_MESSAGES.asked("pin", "required")).toBe("PIN del cliente (obligatorio)");
    expect(PROOF_MESSAGES.asked("photo", "optional")).toBe("Foto (opcional)");
    expect(PROOF_MESSAGES.pinWrong(3)).toBe("El PIN no coincide. Quedan 3 intentos.");
    expect(PROOF_MESSAGES.pinWrong(1)).toBe("El PIN no coincide. Queda 1 intento.");
  });

  it("takes only the three requirements for each proof of each step", () => {
    expect(proofRulesSchema.safeParse(STRICT).success).toBe(true);
    const wrong = proofRulesSchema.safeParse({ ...STRICT, pickup: { ...STRICT.pickup, pin: "siempre" } });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ["pickup", "pin"], message: "Elija obligatoria, opcional o no se pide" });
    expect(proofRulesSchema.safeParse({ pickup: STRICT.pickup }).success).toBe(false);
  });
});

describe("the courier's step data", () => {
  it("stores the geotag with its distance in metres from the stop, and the PIN only as verified", () => {
    const record = courierStepRecord(
      { photo_url: "/uploads/chats/foto.jpg", pin: "0420", latitude: 4.6486, longitude: -74.0628 },
      { latitude: 4.6497, longitude: -74.0628 },
    );
    expect(record).toEqual({
      photo_url: "/uploads/chats/foto.jpg",
      pin_verified: true,
      latitude: 4.6486,
      longitude: -74.0628,
      distance_m: 122,
    });
  });

  it("stores no distance without a geotag, and refuses a latitude without a longitude or a PIN that is not 4 digits", () => {
    expect(courierStepRecord({ notes: "Portería" }, { latitude: 4.6, longitude: -74 })).toEqual({ notes: "Portería" });
    expect(courierProofSchema.safeParse({ latitude: 4.6 }).error?.issues[0].message).toBe("Envíe latitud y longitud juntas");
    for (const pin of ["123", "12345", "12a4", ""]) {
      expect(courierProofSchema.safeParse({ pin }).error?.issues[0].message).toBe("El PIN tiene 4 dígitos");
    }
    expect(courierProofSchema.parse({ pin: " 0420 " }).pin).toBe("0420");
  });

  it("takes only addresses of stored files for the proofs", () => {
    expect(courierProofSchema.safeParse({ photo_url: "/uploads/chats/a.jpg", signature_url: "https://s3.example.com/b.png" }).success).toBe(
      true,
    );
    for (const bad of ["javascript:alert(1)", "data:text/html,hola", "/api/users/", ""]) {
      expect(courierProofSchema.safeParse({ photo_url: bad }).error?.issues[0].message).toBe("Dirección de archivo inválida");
    }
  });
});
