import "./schemas";
import { Router } from "./core/router";
import * as employee from "./resources/employee";
import * as organisation from "./resources/organisation";
import * as parties from "./resources/parties";
import * as product from "./resources/product";
import * as sales from "./resources/sales";
import * as ledger from "./resources/ledger";
import * as reference from "./resources/reference";
import * as project from "./resources/project";
import * as travel from "./resources/travel";
import * as salary from "./resources/salary";
import * as purchasing from "./resources/purchasing";
import * as bank from "./resources/bank";

/** Every v2 route of the sandbox, by resource family. */
export const router = new Router();
for (const m of [employee, organisation, parties, product, sales, ledger, reference, project, travel, salary, purchasing, bank]) m.register(router);
