import { z } from 'zod';
import { BENEFIT_FIELDS, EMPLOYMENT_FIELDS } from '../records/types.ts';
import { credibilitySchema, riskLevelSchema } from './record-views.ts';

// The contract between the server and the web app for the admin's full records. The public
// and owner views, built from the disclosure policy, are in record-views.ts.

export { credibilitySchema, riskLevelSchema };

const employmentShape = Object.fromEntries(EMPLOYMENT_FIELDS.map((f) => [f, z.string().optional()])) as {
  [K in (typeof EMPLOYMENT_FIELDS)[number]]: z.ZodOptional<z.ZodString>;
};
const benefitShape = Object.fromEntries(BENEFIT_FIELDS.map((f) => [f, z.string().optional()])) as {
  [K in (typeof BENEFIT_FIELDS)[number]]: z.ZodOptional<z.ZodString>;
};
export const employmentSchema = z.object(employmentShape);
export const benefitsSchema = z.object(benefitShape);

// ---- Admin: full records -------------------------------------------------------------

export const adminLeakSourceSchema = z.object({
  name: z.string(),
  credibility: credibilitySchema,
  reason: z.string().nullable(),
  category: z.string().nullable(),
  /** YYYY-MM-DD */
  dateFound: z.string().nullable(),
  /** The whole address, defanged (admins see the path). */
  neutralizedUrl: z.string().nullable(),
  url: z.string().nullable(),
});

export const importBatchSummarySchema = z.object({
  id: z.string(),
  sourceName: z.string().nullable(),
  kind: z.string(),
  fileName: z.string().nullable(),
  importedAt: z.string(),
  importedBy: z.string().nullable(),
});

/** One row of the admin list (GET /api/admin/breach-records, /api/admin/search). */
export const adminRecordListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  /** YYYY-MM-DD, decrypted for admins */
  dob: z.string().nullable(),
  hasSsn: z.boolean(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  employeeStatus: z.string().nullable(),
  /** The stored level; the console falls back to the list rule when it is null. */
  riskLevel: riskLevelSchema.nullable(),
  dateAdded: z.string(),
  sourceName: z.string().nullable(),
});
export type AdminRecordListItem = z.infer<typeof adminRecordListItemSchema>;

/** GET /api/admin/breach-records/:id: everything, for the detail view. */
export const adminRecordDetailSchema = adminRecordListItemSchema.extend({
  /** The birth year, from the date of birth or, for a record with none, on its own (ADR 0323). */
  birthYear: z.number().int().nullable(),
  externalId: z.string().nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  suffix: z.string().nullable(),
  ssn: z.string().nullable(),
  driverLicense: z.string().nullable(),
  /** Another country's identity number, or a passport number (ADR 0302). */
  nationalId: z.string().nullable(),
  eid: z.string().nullable(),
  contact: z.string().nullable(),
  card: z.string().nullable(),
  address: z.object({
    street: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    county: z.string().nullable(),
    country: z.string().nullable(),
  }),
  employment: employmentSchema,
  benefits: benefitsSchema,
  sources: z.array(z.string()),
  leakSources: z.array(adminLeakSourceSchema),
  batch: importBatchSummarySchema.nullable(),
  allFields: z.record(z.string(), z.string()),
});
export type AdminRecordDetail = z.infer<typeof adminRecordDetailSchema>;
