import { describe, expect, it } from "vitest";
import { PERMISSION_TREE } from "./permission-catalog.js";
import { PERMISSIONS } from "./permissions.js";
import { templateInputSchema } from "./schemas/template.js";

describe("permission catalogue (spec §2.2 groups)", () => {
  it("groups every codename once, in the menu's groups", () => {
    const listed = PERMISSION_TREE.flatMap((group) => group.permissions.map((p) => p.codename));
    expect(listed.slice().sort()).toEqual([...PERMISSIONS].sort());
    expect(PERMISSION_TREE.map((group) => group.title)).toEqual([
      "Geozonas",
      "Servicios",
      "Rutas de servicios",
      "Mi empresa",
      "Bloqueos",
      "Colaboradores",
      "Afiliaciones",
      "Estadísticas",
      "Horarios",
      "Configuraciones",
    ]);
  });

  it("puts the desk, the map and the chat in Servicios, as the menu does", () => {
    const services = PERMISSION_TREE.find((group) => group.id === "services");
    expect(services?.permissions.slice(0, 3)).toEqual([
      { codename: "view_desktop_menu", label: "Ver el escritorio" },
      { codename: "view_map_menu", label: "Ver el mapa" },
      { codename: "view_chat_menu", label: "Ver el chat" },
    ]);
  });

  it("a template accepts only known codenames, each once", () => {
    expect(templateInputSchema.safeParse({ name: "Operador", permissions: ["view_desktop_menu"] }).success).toBe(true);
    const unknown = templateInputSchema.safeParse({ name: "Operador", permissions: ["drop_database"] });
    expect(unknown.error?.issues[0]?.message).toBe("Permiso desconocido");
    const twice = templateInputSchema.safeParse({ name: "Operador", permissions: ["view_tag", "view_tag"] });
    expect(twice.error?.issues[0]?.message).toBe("Permiso repetido");
  });
});
