import { z } from 'zod';
import { BENEFIT_FIELDS, CREDIBILITY_LEVELS, EMPLOYMENT_FIELDS, RISK_LEVELS } from '../records/types.ts';
import { DATA_CLASSES } from '../scan/data-classes.ts';

// The contract between the server and the web app for breach records. Public shapes carry
// MASKED values only (decisions.md §1): no raw SSN, DOB, email, phone, licence, card or
// street number ever appears in them. Admin shapes carry full records.

export const riskLevelSchema = z.enum(RISK_LEVELS);
export const credibilitySchema = z.enum(CREDIBILITY_LEVELS);

const employmentShape = Object.fromEntries(EMPLOYMENT_FIELDS.map((f) => [f, z.string().optional()])) as {
  [K in (typeof EMPLOYMENT_FIELDS)[number]]: z.ZodOptional<z.ZodString>;
};
const benefitShape = Object.fromEntries(BENEFIT_FIELDS.map((f) => [f, z.string().optional()])) as {
  [K in (typeof BENEFIT_FIELDS)[number]]: z.ZodOptional<z.ZodString>;
};
export const employmentSchema = z.object(employmentShape);
export const benefitsSchema = z.object(benefitShape);

/** A leak source as shown publicly: the url is defanged (hxxps://example[.]com). */
export const publicLeakSourceSchema = z.object({
  name: z.string(),
  credibility: credibilitySchema,
  reason: z.string().nullable(),
  category: z.string().nullable(),
  /** YYYY-MM-DD */
  dateFound: z.string().nullable(),
  neutralizedUrl: z.string().nullable(),
});

/** The kinds of data a record holds (core's data-class vocabulary), most serious first. */
export const dataClassListSchema = z.array(z.enum(DATA_CLASSES));

export const maskedAddressSchema = z.object({
  /** Street with the house number hidden, e.g. "*** Oak Street" */
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  county: z.string().nullable(),
  country: z.string().nullable(),
});

// ---- GET /api/search?q= -------------------------------------------------------------

export const publicSearchResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  birthYear: z.number().int().nullable(),
  age: z.number().int().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  riskLevel: riskLevelSchema,
  /** Masked preview values the result card shows. */
  preview: z.object({
    emails: z.array(z.string()),
    phones: z.array(z.string()),
    ssn: z.string().nullable(),
    hasDob: z.boolean(),
    /** Field groups present in the record, e.g. ["SSN", "Date of birth", "Email", "Employment"] */
    exposedFields: z.array(z.string()),
    dataClasses: dataClassListSchema,
  }),
});
export type PublicSearchResult = z.infer<typeof publicSearchResultSchema>;

export const publicSearchResponseSchema = z.object({
  ok: z.literal(true),
  query: z.string(),
  total: z.number().int(),
  /** The result page is capped; total tells how many matched in all. */
  limit: z.number().int(),
  results: z.array(publicSearchResultSchema),
});
export type PublicSearchResponse = z.infer<typeof publicSearchResponseSchema>;

// ---- GET /api/people/:id ------------------------------------------------------------

export const personViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  identity: z.object({
    ssn: z.string().nullable(),
    /** mm/dd/yyyy with month and day hidden: "**\/**\/1984" */
    dob: z.string().nullable(),
    age: z.number().int().nullable(),
    driverLicense: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
  }),
  contact: z.object({ emails: z.array(z.string()), phones: z.array(z.string()) }),
  addresses: z.array(maskedAddressSchema),
  work: z.object({
    /** masked */
    workEmail: z.string().nullable(),
    workArea: z.string().nullable(),
    employer: z.string().nullable(),
    jobTitle: z.string().nullable(),
    department: z.string().nullable(),
  }),
  narrative: z.string(),
  leakSources: z.array(publicLeakSourceSchema),
  risk: z.object({ score: z.number().int(), level: riskLevelSchema, factors: z.array(z.string()) }),
  exposureDetected: z.boolean(),
  dataClasses: dataClassListSchema,
});
export type PersonView = z.infer<typeof personViewSchema>;
export const personResponseSchema = z.object({ ok: z.literal(true), person: personViewSchema });

// ---- GET /api/leaks/:id (Exposure Report) -------------------------------------------

export const exposureReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The record's computed level (decisions.md §3), not a constant. */
  overall: riskLevelSchema,
  summary: z.string(),
  identity: z.object({
    ssn: z.string().nullable(),
    dob: z.string().nullable(),
    age: z.number().int().nullable(),
    driverLicense: z.string().nullable(),
    eid: z.string().nullable(),
  }),
  contact: z.object({ emails: z.array(z.string()), phones: z.array(z.string()) }),
  address: maskedAddressSchema,
  employment: employmentSchema,
  benefits: benefitsSchema,
  financial: z.object({
    /** "**** 1234" or null */
    card: z.string().nullable(),
    salaryExposed: z.boolean(),
    payrollDeductionExposed: z.boolean(),
    notes: z.array(z.string()),
  }),
  leakSources: z.array(publicLeakSourceSchema),
  referenceLinks: z.array(z.object({ label: z.string(), url: z.string() })),
  misuse: z.array(z.string()),
  nextSteps: z.array(z.string()),
  dateAdded: z.string(),
  dataClasses: dataClassListSchema,
});
export type ExposureReport = z.infer<typeof exposureReportSchema>;
export const exposureReportResponseSchema = z.object({ ok: z.literal(true), report: exposureReportSchema });

// ---- Admin: full records -------------------------------------------------------------

export const adminLeakSourceSchema = publicLeakSourceSchema.extend({ url: z.string().nullable() });

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
  externalId: z.string().nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  suffix: z.string().nullable(),
  ssn: z.string().nullable(),
  driverLicense: z.string().nullable(),
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
