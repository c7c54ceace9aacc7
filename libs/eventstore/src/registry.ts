import type { ZodType } from 'zod';
import { EventValidationError } from './types';

type Upcaster = (data: unknown) => unknown;

interface TypeEntry {
  schemas: Map<number, ZodType>;
  upcasters: Map<number, Upcaster>; // from version n to n+1
  latest: number;
}

/** Event schemas by type and version, and upcasters from each older version to the next. */
export class EventRegistry {
  private readonly types = new Map<string, TypeEntry>();

  register(type: string, version: number, schema: ZodType, upcastFromPrevious?: Upcaster): this {
    const e = this.types.get(type) ?? { schemas: new Map(), upcasters: new Map(), latest: 0 };
    e.schemas.set(version, schema);
    if (upcastFromPrevious) e.upcasters.set(version - 1, upcastFromPrevious);
    e.latest = Math.max(e.latest, version);
    this.types.set(type, e);
    return this;
  }

  latestVersion(type: string): number | undefined {
    return this.types.get(type)?.latest;
  }

  /** Validates data against the schema of its version; returns the parsed data. */
  validate(type: string, version: number, data: unknown): unknown {
    const schema = this.types.get(type)?.schemas.get(version);
    if (!schema) throw new EventValidationError(`No schema registered for event ${type} v${version}`);
    const r = schema.safeParse(data);
    if (!r.success) throw new EventValidationError(`Event ${type} v${version} is invalid: ${r.error.message}`);
    return r.data;
  }

  /** Brings stored data up to the latest version through the registered upcasters. */
  upcast(type: string, version: number, data: unknown): { version: number; data: unknown } {
    const e = this.types.get(type);
    if (!e) return { version, data };
    let v = version;
    let d = data;
    while (v < e.latest) {
      const up = e.upcasters.get(v);
      if (!up) throw new EventValidationError(`No upcaster for event ${type} from v${v}`);
      d = up(d);
      v += 1;
    }
    return { version: v, data: d };
  }
}
