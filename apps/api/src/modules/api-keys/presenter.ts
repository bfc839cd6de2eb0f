import type { ApiKey } from "@despacho/domain";
import type { listApiKeys } from "./commands.js";

type Row = Awaited<ReturnType<typeof listApiKeys>>[number];

export const presentApiKey = ({ key, templateName, creator }: Row): ApiKey => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  permissions: key.permissions,
  template_name: templateName,
  created_by: `${creator.firstName} ${creator.lastName}`.trim(),
  created_at: key.createdAt.toISOString(),
  last_used_at: key.lastUsedAt?.toISOString() ?? null,
  revoked_at: key.revokedAt?.toISOString() ?? null,
});
