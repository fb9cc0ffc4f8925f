/**
 * Accounting sandbox: a Tripletex v2 emulator with real bookkeeping underneath.
 * - `handleSandboxRequest(req)` serves `/emulator/tripletex/admin/...` and `/emulator/tripletex/v2/...`
 * - `startSandboxServer({port})` runs it on a plain node:http server
 * - `createCompany(today)` makes a fresh company directly (facts: ids of 1920, the department, the owner)
 */
export { handleSandboxRequest } from "./http";
export { startSandboxServer } from "./serve";
export { createCompany, deleteCompany, type CompanyFacts } from "./company";
export { listRequests, type RequestLogEntry } from "./core/persistence";
