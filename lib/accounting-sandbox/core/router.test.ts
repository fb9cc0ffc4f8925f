import { expect, test } from "vitest";
import { Router } from "./router";

test("literal segments win over parameters and actions match literally", () => {
  const r = new Router();
  const byId = () => ({ status: 200, body: "byId" });
  const employment = () => ({ status: 200, body: "employment" });
  const pay = () => ({ status: 200, body: "pay" });
  r.get("/employee/{id}", byId).get("/employee/employment", employment).put("/invoice/{id}/:payment", pay);
  expect(r.match("GET", "/employee/employment")).toMatchObject({ handler: employment });
  expect(r.match("GET", "/employee/12")).toMatchObject({ handler: byId, params: { id: "12" } });
  expect(r.match("PUT", "/invoice/5/:payment")).toMatchObject({ handler: pay, params: { id: "5" } });
  expect(r.match("POST", "/employee/12")).toBe("method");
  expect(r.match("GET", "/nothing")).toBeUndefined();
});
