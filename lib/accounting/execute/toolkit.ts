// The shared toolkit of the executors, by theme.
export * from "./context";
export * from "./ledger-lookups";
export * from "./party-lookups";
export * from "./vouchers";
