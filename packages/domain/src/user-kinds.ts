/** spec §6 profile kinds: a company's staff, a business account, or a courier (messenger). */
export const USER_KINDS = ["staff", "business", "messenger"] as const;
export type UserKind = (typeof USER_KINDS)[number];
