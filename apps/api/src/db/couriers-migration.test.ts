import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseBefore, databaseBefore } from "../test/migration-harness.js";

// Migrations 0012–0013: the catalog's couriers become courier accounts with an affiliation.
let before: DatabaseBefore;
beforeAll(async () => {
  before = await databaseBefore("0011_location_areas");
});
afterAll(() => before?.drop());

const rows = (query: string) => before.rows(query);

describe("migrations 0012–0013: catalog couriers to courier accounts", () => {
  it("gives each catalog courier a user of kind messenger and an affiliation with its headquarter, online as it was", async () => {
    const [company] = await rows(`insert into companies (name) values ('Empresa') returning id`);
    const [hq] = await rows(
      `insert into headquarters (company_id, name, city_name, city_bounds, settings) values ('${company.id}', 'Bogotá', 'Bogotá', '{}', '{}') returning id`,
    );
    const [online] = await rows(
      `insert into messengers (headquarter_id, first_name, last_name, image_url, is_online) values ('${hq.id}', 'Lina', 'Rojas', 'https://x/lina.png', true) returning id`,
    );
    const [offline] = await rows(
      `insert into messengers (headquarter_id, first_name, last_name, is_online) values ('${hq.id}', 'Pedro', 'Gil', false) returning id`,
    );

    await before.migrateRest();

    const couriers = await rows(
      `select m.id, u.kind, u.company_id, u.first_name, u.last_name, u.image_url, u.username, a.headquarter_id, a.status, a.is_online
       from messengers m join users u on u.id = m.user_id join affiliations a on a.messenger_id = m.id order by u.first_name`,
    );
    expect(couriers).toEqual([
      {
        id: online.id,
        kind: "messenger",
        company_id: null,
        first_name: "Lina",
        last_name: "Rojas",
        image_url: "https://x/lina.png",
        username: `mensajero_${String(online.id).replaceAll("-", "")}`,
        headquarter_id: hq.id,
        status: "affiliated",
        is_online: true,
      },
      {
        id: offline.id,
        kind: "messenger",
        company_id: null,
        first_name: "Pedro",
        last_name: "Gil",
        image_url: null,
        username: `mensajero_${String(offline.id).replaceAll("-", "")}`,
        headquarter_id: hq.id,
        status: "affiliated",
        is_online: false,
      },
    ]);
    const columns = await rows(
      `select column_name from information_schema.columns where table_name = 'messengers' and column_name in ('first_name', 'headquarter_id', 'is_online')`,
    );
    expect(columns).toEqual([]);
  });
});
