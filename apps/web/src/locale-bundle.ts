import type { Catalog, WordCatalog } from 'tortuga-rules';

/** Everything said in one language: the two games' catalogs, the server's refusals and the client's own words (`catalogs/<locale>.ts`). */
export interface LocaleBundle {
  readonly 'tortuga-1667': WordCatalog;
  readonly 'tortuga-dice': WordCatalog;
  readonly server: Catalog;
  readonly web: Catalog;
}
