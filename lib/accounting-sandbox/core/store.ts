/**
 * Entity storage of one company: a shared, read-only base layer (the fresh company every
 * sandbox company starts from), the company's own layer (what it created or changed, persisted)
 * and, per request, a transaction overlay that is applied only when the request succeeds.
 */
export type Entity = { id: number; version: number } & Record<string, unknown>;
export type Ref = { id: number };

export type TypeMap = Map<string, Map<number, Entity | null>>;

export type CompanyData = {
  id: number;
  sessionToken: string;
  today: string;
  nextId: number;
  layer: TypeMap;
};

export type ChangedRow = { type: string; id: number; version: number; value: Entity | null };

function key(type: string, id: number) {
  return `${type}:${id}`;
}

export class Tx {
  private readonly overlay = new Map<string, ChangedRow>();
  private nextId: number;

  constructor(
    readonly company: CompanyData,
    private readonly base: TypeMap,
  ) {
    this.nextId = company.nextId;
  }

  get today(): string {
    return this.company.today;
  }

  /** The current version of an entity, or undefined if it does not exist (or was deleted). */
  get(type: string, id: number | undefined | null): Entity | undefined {
    if (id === undefined || id === null || !Number.isFinite(id)) return undefined;
    const o = this.overlay.get(key(type, id));
    if (o) return o.value ?? undefined;
    const layer = this.company.layer.get(type);
    if (layer?.has(id)) return layer.get(id) ?? undefined;
    return this.base.get(type)?.get(id) ?? undefined;
  }

  /** Every live entity of a type, in id order. */
  all(type: string): Entity[] {
    const ids = new Set<number>();
    for (const id of this.base.get(type)?.keys() ?? []) ids.add(id);
    for (const id of this.company.layer.get(type)?.keys() ?? []) ids.add(id);
    for (const row of this.overlay.values()) if (row.type === type) ids.add(row.id);
    const out: Entity[] = [];
    for (const id of [...ids].sort((a, b) => a - b)) {
      const e = this.get(type, id);
      if (e) out.push(e);
    }
    return out;
  }

  find(type: string, pred: (e: Entity) => boolean): Entity | undefined {
    return this.all(type).find(pred);
  }

  filter(type: string, pred: (e: Entity) => boolean): Entity[] {
    return this.all(type).filter(pred);
  }

  newId(): number {
    return this.nextId++;
  }

  /** Stores a new entity; returns it with its id and version 1. */
  insert<T extends Record<string, unknown>>(type: string, fields: T, id = this.newId()): Entity & T {
    const e = { ...fields, id, version: 1 } as Entity & T;
    this.overlay.set(key(type, id), { type, id, version: 1, value: e });
    return e;
  }

  /** Replaces an entity with changed fields, bumping its version. */
  update(type: string, id: number, changes: Record<string, unknown>): Entity {
    const cur = this.get(type, id);
    if (!cur) throw new Error(`update of missing ${type} ${id}`);
    const next = { ...cur, ...changes, id, version: cur.version + 1 } as Entity;
    this.overlay.set(key(type, id), { type, id, version: next.version, value: next });
    return next;
  }

  remove(type: string, id: number): void {
    const cur = this.get(type, id);
    this.overlay.set(key(type, id), { type, id, version: (cur?.version ?? 0) + 1, value: null });
  }

  /** Applies the overlay to the company layer and returns the rows to persist. */
  commit(): { rows: ChangedRow[]; nextId: number } {
    const rows = [...this.overlay.values()];
    for (const row of rows) {
      let layer = this.company.layer.get(row.type);
      if (!layer) {
        layer = new Map();
        this.company.layer.set(row.type, layer);
      }
      layer.set(row.id, row.value);
    }
    this.company.nextId = this.nextId;
    this.overlay.clear();
    return { rows, nextId: this.nextId };
  }

  get dirty(): boolean {
    return this.overlay.size > 0 || this.nextId !== this.company.nextId;
  }
}

export function refId(v: unknown): number | undefined {
  if (v && typeof v === "object" && "id" in v) {
    const id = Number((v as { id: unknown }).id);
    return Number.isFinite(id) ? id : undefined;
  }
  return undefined;
}

export function ref(id: number | undefined | null): Ref | null {
  return id === undefined || id === null ? null : { id };
}
