// Public API of the island prediction service domain.
export * from "./schemas";
export * from "./terrain";
export * from "./tensor";
export * from "./score";
export * from "./client";
