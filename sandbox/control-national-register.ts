import type { Hono } from "hono";
import { z } from "zod";
import { BIRTHDAY_PATTERN } from "../app/platform/contract/registration";
import type { Clock } from "./lib/context";
import { addRegisterEntry, removeRegisterEntry } from "./lib/national-register";
import { fail, succeed, withBody } from "./lib/respond";
import type { Db } from "./db/index";

const entrySchema = z
  .object({
    mobile: z
      .string()
      .regex(/^[0-9]{8,15}$/)
      .optional(),
    email: z.string().trim().email().max(254).optional(),
    name: z.string().trim().min(1).max(80).optional(),
    birthday: z.string().regex(BIRTHDAY_PATTERN).optional(),
  })
  .strict()
  .refine((entry) => (entry.name === undefined) === (entry.birthday === undefined), { message: "name and birthday come together" })
  .refine((entry) => entry.mobile !== undefined || entry.email !== undefined || entry.name !== undefined, {
    message: "an entry names someone",
  });

/**
 * The national self-exclusion register's feed (the regulator's: nothing else writes the register,
 * no platform call and no registration):
 * POST /__control/national-register               {"mobile"?: "639171234584", "email"?: string, "name"?: string, "birthday"?: "yyyy-MM-dd"}
 *      Lists a person: by a full mobile number (dialling code and number, digits), an e-mail, and/or
 *      a name with a birthday (both or neither). Answers {"id"}. Merchants that check the register
 *      then refuse a registration typing any of them and a sign-in of an account that proved the
 *      number or e-mail or whose profile has that name and birthday (NATIONALLY_EXCLUDED).
 * POST /__control/national-register/:id/remove    {}
 *      Takes the entry off (its period is over); 404 NOT_FOUND for an unknown id.
 * Mounted by registerControlRoutes, behind its token and JSON checks.
 */
export function registerNationalRegisterControl(app: Hono, { db, clock }: { db: Db; clock: Clock }): void {
  app.post("/__control/national-register", (c) =>
    withBody(c, entrySchema, (entry) => succeed(c, { id: addRegisterEntry(db, entry, clock.now()) })),
  );
  app.post("/__control/national-register/:id{[0-9]+}/remove", (c) =>
    withBody(c, z.object({}).strict(), () => (removeRegisterEntry(db, Number(c.req.param("id"))) ? succeed(c, {}) : fail(c, "NOT_FOUND"))),
  );
}
