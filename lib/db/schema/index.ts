// Every table of the application, one file per feature.
export * from "./app";
export * from "./island-emulator";
export * from "./agent";
