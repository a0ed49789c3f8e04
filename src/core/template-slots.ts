import { parseTemplate, type Part } from './text.js';

/** One `{name}` or `{name:kind}` of a template, as an i18next or ICU file names it. */
export interface Slot {
  /** The parameter it shows. */
  readonly name: string;
  /** The renderer that says it (`seat`, `card` …), or null for the value as it is. */
  readonly kind: string | null;
  /**
   * Its name in the exported files: the parameter's own, `name_kind` when one template says the
   * same parameter with two renderers or it also chooses a branch, and `nameCap` at the start of a sentence (said with a
   * capital letter, as `Words` says every text).
   */
  readonly exported: string;
}

/** What the placeholders of a template are: values (slots), plural counts and select switches. */
export interface TemplateSlots {
  readonly slots: readonly Slot[];
  /** Parameters that choose a plural branch: exported as numbers (a list by its length). */
  readonly plurals: ReadonlySet<string>;
  /** Parameters that choose a select branch: exported as text. */
  readonly selects: ReadonlySet<string>;
}

const known = new Map<string, TemplateSlots>();

/**
 * The slots of a template and how the exported catalogs name them (`values` fills them, the
 * i18next and ICU exports write them): the one place both agree on.
 */
export function templateSlots(template: string): TemplateSlots {
  let found = known.get(template);
  if (found !== undefined) return found;
  const parts = parseTemplate(template);
  const kindsOf = new Map<string, Set<string | null>>();
  const plurals = new Set<string>();
  const selects = new Set<string>();
  const walk = (list: readonly Part[]): void => {
    for (const part of list) {
      if (part.kind === 'value') {
        let kinds = kindsOf.get(part.name);
        if (kinds === undefined) kindsOf.set(part.name, (kinds = new Set()));
        kinds.add(part.as);
      } else if (part.kind === 'choice') {
        (part.plural ? plurals : selects).add(part.name);
        for (const branch of part.branches.values()) walk(branch);
      }
    }
  };
  walk(parts);
  const leading = leadingValues(parts);
  const slots: Slot[] = [];
  const seen = new Set<string>();
  const add = (name: string, kind: string | null, capital: boolean): void => {
    const base = baseName(name, kind, kindsOf.get(name)?.size ?? 1, plurals.has(name) || selects.has(name));
    const exported = capital ? `${base}Cap` : base;
    if (seen.has(exported)) return;
    seen.add(exported);
    slots.push({ name, kind, exported });
  };
  const collect = (list: readonly Part[]): void => {
    for (const part of list) {
      if (part.kind === 'value') add(part.name, part.as, leading.has(part));
      else if (part.kind === 'choice') for (const branch of part.branches.values()) collect(branch);
    }
  };
  collect(parts);
  found = { slots, plurals, selects };
  known.set(template, found);
  return found;
}

/** The value parts that can open a sentence: the first part, or the first of each branch of a leading choice. */
export function leadingValues(parts: readonly Part[]): ReadonlySet<Part> {
  const leading = new Set<Part>();
  const visit = (list: readonly Part[]): void => {
    const first = list[0];
    if (first === undefined) return;
    if (first.kind === 'value') leading.add(first);
    else if (first.kind === 'choice') for (const branch of first.branches.values()) visit(branch);
  };
  visit(parts);
  return leading;
}

/** The exported name of a value part (see `Slot.exported`). */
export function exportedName(slots: TemplateSlots, part: Part & { kind: 'value' }, leading: ReadonlySet<Part>): string {
  const kinds = new Set(slots.slots.filter((slot) => slot.name === part.name).map((slot) => slot.kind));
  const base = baseName(part.name, part.as, kinds.size, slots.plurals.has(part.name) || slots.selects.has(part.name));
  return leading.has(part) ? `${base}Cap` : base;
}

/**
 * A slot's name before `Cap`: the parameter's own, or `name_kind` when the same parameter is
 * said with two renderers or also chooses a branch (its count or switch keeps the plain name).
 */
function baseName(name: string, kind: string | null, kinds: number, chooses: boolean): string {
  return kind !== null && (kinds > 1 || chooses) ? `${name}_${kind}` : name;
}

/**
 * A select branch's label as the exported files write it, and the switch's value as `values`
 * gives it: ICU selectors are identifiers, so anything but letters, digits and `_` becomes `_`
 * (`tiebreak-lead` → `tiebreak_lead`).
 */
export function selector(label: string): string {
  return label.replace(/[^\p{L}\p{N}_]/gu, '_');
}
