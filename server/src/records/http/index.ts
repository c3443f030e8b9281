// records/http: the records' routes (public, masked; admin, full) and the service they call.
// The only entry other modules import.

export { importRoutes, IMPORT_BODY_LIMIT } from './import.routes.ts';
export { recordsAdminRoutes } from './records-admin.routes.ts';
export { recordsPublicRoutes } from './records-public.routes.ts';
export { publicSearch, PUBLIC_SEARCH_LIMIT, type RecordsDeps } from './records.service.ts';
