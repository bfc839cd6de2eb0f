import { z } from "zod";
import { PETITION_STATUSES } from "../petitions/rules.js";
import { phoneNumberSchema } from "../phone.js";
import { queryFlagSchema, searchSchema } from "./catalog.js";
import { emailSchema, pageQuerySchema, requiredText, uuidSchema } from "./common.js";
import { motorcycleSchema } from "./motorcycle.js";

// spec §5 collaborator verification form and §9 field lengths.
export const COLLABORATOR_LIMITS = { nuip: 20, username: 150, first_name: 30, last_name: 150, phone_number: 26, address: 100 } as const;
const maxMessage = (max: number) => `Máximo ${max} caracteres`;

const required = z.string({ error: "Campo requerido" }).trim().min(1, { error: "Campo requerido" });

/** The collaborator data the operator may correct while verifying (spec §5; editable only with change_messenger). */
export const collaboratorFormSchema = z
  .object({
    // "required but may be null": the key is always sent, its value may be null (a courier without nuip yet).
    nuip: required.max(COLLABORATOR_LIMITS.nuip, { error: maxMessage(COLLABORATOR_LIMITS.nuip) }).nullable(),
    username: requiredText(COLLABORATOR_LIMITS.username),
    first_name: requiredText(COLLABORATOR_LIMITS.first_name),
    last_name: requiredText(COLLABORATOR_LIMITS.last_name),
    phone_number: required.pipe(phoneNumberSchema),
    address: z
      .string()
      .trim()
      .max(COLLABORATOR_LIMITS.address, { error: maxMessage(COLLABORATOR_LIMITS.address) })
      .transform((value) => value || null)
      .nullable()
      .optional(),
    email: required.pipe(emailSchema),
  })
  .strict();
export type CollaboratorFormInput = z.input<typeof collaboratorFormSchema>;
export type CollaboratorForm = z.output<typeof collaboratorFormSchema>;

/** PATCH …/{id}/verify/: the chosen motorcycle, and the corrected data when the operator may change it. */
export const petitionVerifySchema = z
  .object({
    motorcycle: uuidSchema,
    messenger: collaboratorFormSchema.optional(),
  })
  .strict();
export type PetitionVerifyInput = z.input<typeof petitionVerifySchema>;

/** POST /api/membership/petition/: the company invites a courier by their username (an association it sends). */
export const petitionInviteSchema = z.object({ username: requiredText(COLLABORATOR_LIMITS.username) }).strict();
export type PetitionInviteInput = z.input<typeof petitionInviteSchema>;

/** POST /api/courier/petitions/: the courier asks a headquarter to take them in or to let them go. */
export const courierPetitionCreateSchema = z.object({ headquarter: uuidSchema, is_association: z.boolean() }).strict();
export type CourierPetitionCreateInput = z.input<typeof courierPetitionCreateSchema>;

/** GET /api/courier/headquarters/: the headquarters a courier may ask to join, by a part of their name. */
export const joinableHeadquarterQuerySchema = pageQuerySchema.extend({ q: searchSchema.optional() }).strict();
export type JoinableHeadquarterQuery = z.input<typeof joinableHeadquarterQuerySchema>;
/** What a courier sees of a headquarter before joining it: its id (the request names it), its name and city. */
export const joinableHeadquarterSchema = z.object({ uuid: z.string(), name: z.string(), city: z.string() });
export type JoinableHeadquarter = z.infer<typeof joinableHeadquarterSchema>;

export const PETITION_DIRECTIONS = ["all", "sent", "received"] as const;
export type PetitionDirection = (typeof PETITION_DIRECTIONS)[number];
export const petitionStatusSchema = z.enum(PETITION_STATUSES);

export const petitionListQuerySchema = pageQuerySchema
  .extend({
    direction: z.enum(PETITION_DIRECTIONS).optional(),
    status: petitionStatusSchema.optional(),
    is_association: queryFlagSchema.optional(),
    /** Only the ones no staff user opened yet (the bell). */
    unseen: queryFlagSchema.optional(),
  })
  .strict();
export type PetitionListQuery = z.input<typeof petitionListQuerySchema>;

export const courierPetitionListQuerySchema = pageQuerySchema.extend({ status: petitionStatusSchema.optional() }).strict();

/** spec §3 Affiliation request. */
export const petitionSchema = z.object({
  id: z.string(),
  status: petitionStatusSchema,
  action: z.enum(["new", "change"]),
  is_association: z.boolean(),
  from_headquarter: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  seen: z.boolean(),
  headquarter: z.object({ uuid: z.string(), name: z.string() }),
  motorcycle: z.string().nullable(),
  messenger: z.object({
    uuid: z.string(),
    username: z.string(),
    nuip: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    phone_number: z.string().nullable(),
    address: z.string().nullable(),
    email: z.string(),
    image_url: z.string().nullable(),
    average_rating: z.number(),
    rating_counter: z.number().int(),
  }),
});
export type Petition = z.infer<typeof petitionSchema>;

/** GET …/{id}/: the request with the courier's motorcycles to choose from when verifying. */
export const petitionDetailSchema = petitionSchema.extend({ motorcycles: z.array(motorcycleSchema) });
export type PetitionDetail = z.infer<typeof petitionDetailSchema>;
