import { parseTemplate, type Part } from './text.js';

/**
 * What the placeholders of a template are, as the exported catalogs name them: each value part's
 * name, the plural counts and the select switches.
 */
export interface TemplateSlots {
  /**
   * Each `{name}` or `{name:kind}` part's name in the exported files: the parameter's own,
   * `name_kind` when one template says the same parameter with two renderers or it also chooses a
   * branch, and `nameCap` at the start of a sentence (said with a capital letter, as `Words` says
   * every text).
   */
  readonly names: ReadonlyMap<Part, string>;
  /** The value parts that open a sentence (their words are capitalized). */
  readonly leading: ReadonlySet<Part>;
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
  const values: (Part & { kind: 'value' })[] = [];
  const kindsOf = new Map<string, Set<string | null>>();
  const plurals = new Set<string>();
  const selects = new Set<string>();
  const walk = (list: readonly Part[]): void => {
    for (const part of list) {
      if (part.kind === 'value') {
        values.push(part);
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
  const names = new Map<Part, string>();
  for (const part of values) {
    const base = baseName(part.name, part.as, kindsOf.get(part.name)!.size, plurals.has(part.name) || selects.has(part.name));
    names.set(part, leading.has(part) ? `${base}Cap` : base);
  }
  found = { names, leading, plurals, selects };
  known.set(template, found);
  return found;
}

/** The value parts that can open a sentence: the first part, or the first of each branch of a leading choice. */
function leadingValues(parts: readonly Part[]): ReadonlySet<Part> {
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
