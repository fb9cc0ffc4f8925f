// Every table of the application, one file per feature.
export * from "./app";
export * from "./accounting-sandbox";
export * from "./island-emulator";
export * from "./agent";
export * from "./dashboard";
