import "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    adminKey: string;
    dataDir: string;
    port: number;
  }
}
